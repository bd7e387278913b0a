import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { SaveMenuBarEntryDocument, type MenuBarEntryFieldsFragment } from '../../generated/graphql';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { useAction } from '../../widgets/feedback/use-action';
import { TextField } from '../../widgets/forms/TextField';
import { MENU_ADMIN_TEXT as T } from './messages';

export interface MenuFormProps {
  companyId: number;
  kind: 'principal' | 'sub';
  /** The menu being edited; absent when creating. */
  menu?: MenuBarEntryFieldsFragment;
  /** Principal menus a sub-menu can hang from. */
  parents: readonly MenuBarEntryFieldsFragment[];
  initialParentId?: number;
  initialOrder: number;
  onClose: () => void;
  onSaved: (menu: MenuBarEntryFieldsFragment) => void;
}

/** The principal menu or sub-menu modal; the API checks the order against the parent's. */
export function MenuFormModal({ companyId, kind, menu, parents, initialParentId, initialOrder, onClose, onSaved }: MenuFormProps) {
  const [title, setTitle] = useState(menu?.title ?? '');
  const [url, setUrl] = useState(menu?.url ?? '');
  const [order, setOrder] = useState(String(menu?.order ?? initialOrder));
  const [parentId, setParentId] = useState(String(menu?.parentId || initialParentId || ''));
  const [save] = useMutation(SaveMenuBarEntryDocument);
  const { run, busy } = useAction();
  const parent = parents.find((p) => p.id === Number(parentId));
  const heading = kind === 'principal' ? (menu ? T.form.editPrincipal : T.form.newPrincipal) : menu ? T.form.editSub : T.form.newSub;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = {
      id: menu?.id ?? null,
      title,
      url,
      // Anything but digits goes as empty: the API answers with the order's own message.
      order: /^\d{1,9}$/.test(order.trim()) ? Number(order) : null,
      parentId: kind === 'sub' ? Number(parentId) || null : 0,
    };
    await run(() => save({ variables: { companyId, input } }), {
      message: (data) => data.saveMenuBarEntry.message,
      onSuccess: (data) => onSaved(data.saveMenuBarEntry.menu),
    });
  }

  return (
    <ModalFrame title={heading} onClose={onClose}>
      {(titleId) => (
        <form onSubmit={submit} aria-labelledby={titleId} className="menu-admin__form">
          {kind === 'sub' && (
            <div className="field">
              <label className="field__label" htmlFor="menu-parent">
                {T.form.parent}
              </label>
              <select id="menu-parent" name="parentId" className="input" value={parentId} onChange={(e) => setParentId(e.target.value)}>
                <option value="">{parents.length ? T.form.chooseParent : T.form.noParents}</option>
                {parents.map((p) => (
                  <option key={p.id} value={p.id}>
                    {`${p.title} (${p.order})`}
                  </option>
                ))}
              </select>
            </div>
          )}
          <TextField id="menu-title" name="title" label={T.form.title} value={title} onChange={setTitle} maxLength={100} autoFocus />
          <TextField id="menu-url" name="url" label={T.form.url} value={url} onChange={setUrl} maxLength={200} />
          <TextField id="menu-order" name="order" label={T.form.order} value={order} onChange={setOrder} inputMode="numeric" />
          {kind === 'sub' && parent && <p className="menu-admin__hint">{T.form.orderRange(parent.order)}</p>}
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {T.actions.cancel}
            </button>
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {T.actions.save}
            </button>
          </div>
        </form>
      )}
    </ModalFrame>
  );
}
