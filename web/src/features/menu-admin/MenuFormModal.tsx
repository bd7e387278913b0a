import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { SaveMenuBarEntryDocument, type MenuBarEntryFieldsFragment } from '../../generated/graphql';
import { FormModal } from '../../widgets/feedback/FormModal';
import { useAction } from '../../widgets/feedback/use-action';
import { SelectField } from '../../widgets/forms/SelectField';
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
    <FormModal
      title={heading}
      onClose={onClose}
      onSubmit={submit}
      className="menu-admin__form"
      cancelLabel={T.actions.cancel}
      submitLabel={T.actions.save}
      disabled={busy}
    >
      {kind === 'sub' && (
        <SelectField
          id="menu-parent"
          name="parentId"
          label={T.form.parent}
          value={parentId}
          blank={parents.length ? T.form.chooseParent : T.form.noParents}
          options={parents.map((p) => ({ value: p.id, label: `${p.title} (${p.order})` }))}
          onChange={setParentId}
        />
      )}
      <TextField id="menu-title" name="title" label={T.form.title} value={title} onChange={setTitle} maxLength={100} autoFocus />
      <TextField id="menu-url" name="url" label={T.form.url} value={url} onChange={setUrl} maxLength={200} />
      <TextField id="menu-order" name="order" label={T.form.order} value={order} onChange={setOrder} inputMode="numeric" />
      {kind === 'sub' && parent && <p className="menu-admin__hint">{T.form.orderRange(parent.order)}</p>}
    </FormModal>
  );
}
