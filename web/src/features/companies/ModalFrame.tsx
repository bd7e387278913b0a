import { useId, type ReactNode } from 'react';
import { Dialog } from '../../widgets/feedback/Dialog';
import { COMPANY_TEXT } from './messages';

/** The frame every company modal shares: title, close button, Escape closes. */
export function ModalFrame({ title, wide, onClose, children }: { title: string; wide?: boolean; onClose: () => void; children: (titleId: string) => ReactNode }) {
  const titleId = useId();
  return (
    <Dialog titleId={titleId} className={wide ? 'company-modal company-modal--wide' : 'company-modal'} onEscape={onClose}>
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="dialog__close" aria-label={COMPANY_TEXT.actions.close} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="company-modal__body">{children(titleId)}</div>
    </Dialog>
  );
}
