import { useCallback, useEffect, useState } from 'react';
import { lastErrorStore, supportOpenerStore } from '../../widgets/feedback/support-hook';
import { SUPPORT_TEXT as T } from './messages';
import { captureScreen } from './screenshot';
import { SupportDialog, type SupportDialogMode } from './SupportDialog';
import { useSupportEvents } from './useSupportEvents';
import './support.css';

/** Longest wait for the screen's picture before the dialog opens without it. */
const CAPTURE_TIMEOUT_MS = 4000;

/**
 * The header's 'Soporte' button, on every signed-in screen: captures the screen as it is, then
 * opens the support request dialog with that picture and the last error shown. The error popup
 * opens the same dialog. It also keeps the user's live support events running.
 */
export function SupportButton() {
  const [mode, setMode] = useState<SupportDialogMode | null>(null);
  const [capturing, setCapturing] = useState(false);
  useSupportEvents();

  const open = useCallback(async (errorText: string | null) => {
    setCapturing(true);
    let screenshot: File | null = null;
    try {
      // A page the browser cannot paint in time (huge tables) opens the dialog without the picture.
      screenshot = await Promise.race([captureScreen(), new Promise<null>((resolve) => setTimeout(() => resolve(null), CAPTURE_TIMEOUT_MS))]);
    } catch {
      // The dialog says the capture failed; the request can go without it.
    }
    setCapturing(false);
    setMode({ kind: 'new', screenshot, errorText: errorText ?? lastErrorStore.get() });
  }, []);

  useEffect(() => {
    supportOpenerStore.set(() => (errorText: string | null) => void open(errorText));
    return () => supportOpenerStore.set(null);
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="support-button"
        title={T.buttonTitle}
        aria-busy={capturing || undefined}
        disabled={capturing}
        onClick={() => void open(null)}
      >
        {capturing ? T.capturing : T.button}
      </button>
      {mode && <SupportDialog mode={mode} onClose={() => setMode(null)} />}
    </>
  );
}
