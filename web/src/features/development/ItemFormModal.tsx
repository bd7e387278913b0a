import { useState, type FormEvent } from 'react';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { TextField } from '../../widgets/forms/TextField';
import { DEV_TEXT as T } from './messages';

export interface ItemFormValues {
  name: string;
  description: string;
  /** The module's or attribute's kind (an enum value of the schema); null for items without one. */
  type: string | null;
}

export interface ItemFormProps {
  title: string;
  /** Which fields the item has: a functional only a description, a module all three. */
  fields: { name?: boolean; description?: boolean; types?: readonly (readonly [string, string])[] };
  initial: ItemFormValues;
  onSubmit: (values: ItemFormValues) => Promise<boolean>;
  onClose: () => void;
}

/** The one form of modules, attributes, functionals and versions; the API checks the rules. */
export function ItemFormModal({ title, fields, initial, onSubmit, onClose }: ItemFormProps) {
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const done = await onSubmit(values);
    setBusy(false);
    if (done) onClose();
  }
  return (
    <ModalFrame title={title} onClose={onClose}>
      {(titleId) => (
        <form onSubmit={submit} aria-labelledby={titleId} className="dev-form">
          {fields.name && (
            <TextField id="dev-name" name="name" label={T.forms.name} value={values.name} onChange={(name) => setValues({ ...values, name })} autoFocus />
          )}
          {fields.types && (
            <div className="field">
              <label className="field__label" htmlFor="dev-type">
                {T.forms.type}
              </label>
              <select id="dev-type" name="type" className="input" value={values.type ?? ''} onChange={(e) => setValues({ ...values, type: e.target.value })}>
                {fields.types.map(([code, label]) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          )}
          {fields.description && (
            <div className="field">
              <label className="field__label" htmlFor="dev-description">
                {T.forms.description}
              </label>
              <textarea
                id="dev-description"
                name="description"
                className="input"
                rows={3}
                value={values.description}
                autoFocus={!fields.name}
                onChange={(e) => setValues({ ...values, description: e.target.value })}
              />
            </div>
          )}
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
