import { useId, useRef, type ReactNode } from 'react';
import { Dialog } from '../../widgets/feedback/Dialog';
import { COMPANY_TEXT } from './messages';

interface ModalFrameProps {
  title: string;
  wide?: boolean;
  /** A modal that only shows data (the history) opens on its close button, not on a filter of its grid. */
  readOnly?: boolean;
  onClose: () => void;
  children: (titleId: string) => ReactNode;
}

/** The frame every company modal shares: title, close button, Escape closes. */
export function ModalFrame({ title, wide, readOnly, onClose, children }: ModalFrameProps) {
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Dialog titleId={titleId} className={wide ? 'company-modal company-modal--wide' : 'company-modal'} onEscape={onClose} initialFocus={readOnly ? close : undefined}>
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button ref={close} type="button" className="dialog__close" aria-label={COMPANY_TEXT.actions.close} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="company-modal__body">{children(titleId)}</div>
    </Dialog>
  );
}
