import { useStore } from './store';
import { closeToast, toastStore } from './toasts';
import { LEVEL_ICONS } from './levels';

/** Toast stack, top-right; each toast closes by itself after 5 s or with its close button. */
export function Toasts() {
  const toasts = useStore(toastStore);
  return (
    <div className="toast-stack" aria-live="polite" aria-relevant="additions">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.level}`} role="status">
          <span className="toast__icon" aria-hidden="true">
            {LEVEL_ICONS[t.level]}
          </span>
          <div className="toast__body">
            {t.title && <p className="toast__title">{t.title}</p>}
            <p className="toast__text">{t.text}</p>
            {t.detail && <p className="toast__detail">{t.detail}</p>}
          </div>
          <button type="button" className="toast__close" aria-label="Cerrar notificación" onClick={() => closeToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
