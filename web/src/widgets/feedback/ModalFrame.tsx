import { useId, useRef, type ReactNode } from 'react';
import { Dialog } from './Dialog';

const CLOSE_LABEL = 'Cerrar';

export interface ModalFrameProps {
  title: string;
  /** 'wide' for a grid, 'extra' for grids of many columns. */
  size?: 'normal' | 'wide' | 'extra';
  /** A modal that only shows data (a history) opens on its close button, not on a filter of its grid. */
  readOnly?: boolean;
  onClose: () => void;
  /** The body; a function receives the title's id (for a form's aria-labelledby). */
  children: ReactNode | ((titleId: string) => ReactNode);
}

/** The frame every screen modal shares: title, close button, Escape closes, focus kept inside. */
export function ModalFrame({ title, size = 'normal', readOnly, onClose, children }: ModalFrameProps) {
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Dialog titleId={titleId} className={`modal-frame modal-frame--${size}`} onEscape={onClose} initialFocus={readOnly ? close : undefined}>
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button ref={close} type="button" className="dialog__close" aria-label={CLOSE_LABEL} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="modal-frame__body">{typeof children === 'function' ? children(titleId) : children}</div>
    </Dialog>
  );
}
