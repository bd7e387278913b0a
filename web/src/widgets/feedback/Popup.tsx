import { useId, useRef } from 'react';
import { Dialog } from './Dialog';
import { popupStore } from './dialogs';
import { LEVEL_ICONS } from './levels';
import { useStore } from './store';

/** The first queued popup: icon by level, title, text and 'Aceptar'. */
export function Popup() {
  const popups = useStore(popupStore);
  const current = popups[0];
  const titleId = useId();
  const textId = useId();
  const accept = useRef<HTMLButtonElement>(null);
  if (!current) return null;
  return (
    <Dialog
      key={current.id}
      role="alertdialog"
      className={`popup popup--${current.level}`}
      titleId={titleId}
      descriptionId={textId}
      initialFocus={accept}
      onEscape={current.resolve}
    >
      <div className={`popup__icon popup__icon--${current.level}`} aria-hidden="true">
        {LEVEL_ICONS[current.level]}
      </div>
      <h2 id={titleId} className="popup__title">
        {current.title}
      </h2>
      <p id={textId} className="popup__text">
        {current.text}
      </p>
      <div className="dialog__actions dialog__actions--center">
        <button ref={accept} type="button" className="btn btn--primary" onClick={current.resolve}>
          Aceptar
        </button>
      </div>
    </Dialog>
  );
}
