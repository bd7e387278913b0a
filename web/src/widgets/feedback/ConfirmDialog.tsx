import { useId, useRef } from 'react';
import { Dialog } from './Dialog';
import { confirmStore } from './dialogs';
import { LEVEL_ICONS } from './levels';
import { useStore } from './store';

/** The first pending confirmation: warning style, 'Aceptar' focused, Escape or 'Cancelar' declines. */
export function ConfirmDialog() {
  const pending = useStore(confirmStore);
  const current = pending[0];
  const titleId = useId();
  const textId = useId();
  const accept = useRef<HTMLButtonElement>(null);
  if (!current) return null;
  return (
    <Dialog
      key={current.id}
      role="alertdialog"
      className="popup popup--warning"
      titleId={titleId}
      descriptionId={textId}
      initialFocus={accept}
      onEscape={() => current.resolve(false)}
    >
      <div className="popup__icon popup__icon--warning" aria-hidden="true">
        {LEVEL_ICONS.warning}
      </div>
      <h2 id={titleId} className="popup__title">
        {current.title}
      </h2>
      <p id={textId} className="popup__text">
        {current.message}
      </p>
      <div className="dialog__actions dialog__actions--center">
        <button type="button" className="btn btn--secondary" onClick={() => current.resolve(false)}>
          Cancelar
        </button>
        <button ref={accept} type="button" className="btn btn--warning" onClick={() => current.resolve(true)}>
          Aceptar
        </button>
      </div>
    </Dialog>
  );
}
