import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { Dialog } from './Dialog';
import { LEVEL_ICONS, type FeedbackLevel } from './levels';

export interface MessageDialogProps {
  level: FeedbackLevel;
  title: string;
  text: string;
  onEscape: () => void;
  /** The buttons; the one given `acceptRef` gets the focus when the dialog opens. */
  actions: (acceptRef: RefObject<HTMLButtonElement | null>) => ReactNode;
}

/** The frame of popups and confirmations: icon by level, title, text and the action buttons. */
export function MessageDialog({ level, title, text, onEscape, actions }: MessageDialogProps) {
  const titleId = useId();
  const textId = useId();
  const accept = useRef<HTMLButtonElement>(null);
  return (
    <Dialog role="alertdialog" className={`popup popup--${level}`} titleId={titleId} descriptionId={textId} initialFocus={accept} onEscape={onEscape}>
      <div className={`popup__icon popup__icon--${level}`} aria-hidden="true">
        {LEVEL_ICONS[level]}
      </div>
      <h2 id={titleId} className="popup__title">
        {title}
      </h2>
      <p id={textId} className="popup__text">
        {text}
      </p>
      <div className="dialog__actions dialog__actions--center">{actions(accept)}</div>
    </Dialog>
  );
}
