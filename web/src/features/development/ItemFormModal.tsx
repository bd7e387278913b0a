import { useState, type FormEvent } from 'react';
import { FormModal } from '../../widgets/feedback/FormModal';
import { pairOptions, SelectField } from '../../widgets/forms/SelectField';
import { TextAreaField } from '../../widgets/forms/TextAreaField';
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
    <FormModal
      title={title}
      onClose={onClose}
      onSubmit={submit}
      className="dev-form"
      cancelLabel={T.actions.cancel}
      submitLabel={T.actions.save}
      disabled={busy}
    >
      {fields.name && (
        <TextField id="dev-name" name="name" label={T.forms.name} value={values.name} onChange={(name) => setValues({ ...values, name })} autoFocus />
      )}
      {fields.types && (
        <SelectField
          id="dev-type"
          name="type"
          label={T.forms.type}
          value={values.type ?? ''}
          options={pairOptions(fields.types)}
          onChange={(type) => setValues({ ...values, type })}
        />
      )}
      {fields.description && (
        <TextAreaField
          id="dev-description"
          name="description"
          label={T.forms.description}
          rows={3}
          value={values.description}
          autoFocus={!fields.name}
          onChange={(description) => setValues({ ...values, description })}
        />
      )}
    </FormModal>
  );
}
