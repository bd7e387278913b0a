import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { MENU_ADMIN_TEXT as T } from './messages';

/** The creation options: a principal menu or a sub-menu. */
export function CreateOptionsModal({ onChoose, onClose }: { onChoose: (kind: 'principal' | 'sub') => void; onClose: () => void }) {
  return (
    <ModalFrame title={T.options.title} onClose={onClose}>
      <p>{T.options.text}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--primary" autoFocus onClick={() => onChoose('principal')}>
          {T.actions.principal}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => onChoose('sub')}>
          {T.actions.sub}
        </button>
      </div>
    </ModalFrame>
  );
}
