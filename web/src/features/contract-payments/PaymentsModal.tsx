import { useId, useRef, type ReactNode } from 'react';
import { Dialog } from '../../widgets/feedback/Dialog';
import { PAYMENTS_TEXT } from './messages';
import './contract-payments.css';

interface PaymentsModalProps {
  title: string;
  wide?: boolean;
  /** A modal that only shows data opens on its close button, not on a filter of its grid. */
  readOnly?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of the contract payments modals: title, close button, Escape closes. */
export function PaymentsModal({ title, wide, readOnly, onClose, children }: PaymentsModalProps) {
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Dialog titleId={titleId} className={wide ? 'payments-modal payments-modal--wide' : 'payments-modal'} onEscape={onClose} initialFocus={readOnly ? close : undefined}>
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button ref={close} type="button" className="dialog__close" aria-label={PAYMENTS_TEXT.actions.close} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="payments-modal__body">{children}</div>
    </Dialog>
  );
}
