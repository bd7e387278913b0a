import { popupStore } from './dialogs';
import { MessageDialog } from './MessageDialog';
import { useStore } from './store';
import { supportOpenerStore } from './support-hook';

/** The first queued popup: icon by level, title, text and 'Aceptar'. */
export function Popup() {
  const current = useStore(popupStore)[0];
  const openSupport = useStore(supportOpenerStore);
  if (!current) return null;
  return (
    <MessageDialog
      key={current.id}
      level={current.level}
      title={current.title}
      text={current.text}
      onEscape={current.resolve}
      actions={(accept) => (
        <>
          <button ref={accept} type="button" className="btn btn--primary" onClick={current.resolve}>
            Aceptar
          </button>
          {openSupport && current.level === 'error' && (
            <button
              type="button"
              className="btn"
              onClick={() => {
                current.resolve();
                openSupport(current.text);
              }}
            >
              Solicitar soporte
            </button>
          )}
        </>
      )}
    />
  );
}
