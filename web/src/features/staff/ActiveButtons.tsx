import { STAFF_TEXT as T } from './messages';

/** Activar / Desactivar of the selected row; each one confirms first (see toggleActive). */
export function ActiveButtons({ onToggle }: { onToggle: (active: boolean) => void }) {
  return (
    <>
      <button type="button" className="btn btn--secondary" onClick={() => onToggle(true)}>
        {T.activate}
      </button>
      <button type="button" className="btn btn--danger" onClick={() => onToggle(false)}>
        {T.deactivate}
      </button>
    </>
  );
}
