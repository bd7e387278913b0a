import './feedback.css';
import { ConfirmDialog } from './ConfirmDialog';
import { ConnectionBanner } from './ConnectionBanner';
import { LoadingBar } from './LoadingBar';
import { Popup } from './Popup';
import { Toasts } from './Toasts';

/** Mount once at the root: renders whatever the feedback stores hold. */
export function FeedbackHost() {
  return (
    <>
      <LoadingBar />
      <ConnectionBanner />
      <Toasts />
      <ConfirmDialog />
      <Popup />
    </>
  );
}
