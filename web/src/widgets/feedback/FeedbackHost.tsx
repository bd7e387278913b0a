import './feedback.css';
import { ConfirmDialog } from './ConfirmDialog';
import { LoadingBar } from './LoadingBar';
import { Popup } from './Popup';
import { Toasts } from './Toasts';

/** Mount once at the root: renders whatever the feedback stores hold. */
export function FeedbackHost() {
  return (
    <>
      <LoadingBar />
      <Toasts />
      <ConfirmDialog />
      <Popup />
    </>
  );
}
