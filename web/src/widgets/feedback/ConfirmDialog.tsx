import { confirmStore } from './dialogs';
import { MessageDialog } from './MessageDialog';
import { useStore } from './store';

/** The first pending confirmation: warning style, 'Aceptar' focused, Escape or 'Cancelar' declines. */
export function ConfirmDialog() {
  const current = useStore(confirmStore)[0];
  if (!current) return null;
  return (
    <MessageDialog
      key={current.id}
      level="warning"
      title={current.title}
      text={current.message}
      onEscape={() => current.resolve(false)}
      actions={(accept) => (
        <>
          <button type="button" className="btn btn--secondary" onClick={() => current.resolve(false)}>
            Cancelar
          </button>
          <button ref={accept} type="button" className="btn btn--warning" onClick={() => current.resolve(true)}>
            Aceptar
          </button>
        </>
      )}
    />
  );
}
