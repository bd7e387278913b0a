import { SEND_TEXT } from './messages';
import { Field } from '../forms/Field';

/** The template picker of the send modal: 'no template' and the templates by title. */
export function TemplateSelect(props: {
  id: string;
  label: string;
  templates: readonly { id: number; title: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  return (
    <Field id={props.id} label={props.label}>
      <select id={props.id} className="input" value={props.value ?? ''} onChange={(e) => props.onChange(Number(e.target.value) || null)}>
        <option value="">{SEND_TEXT.noTemplate}</option>
        {props.templates.map((t) => (
          <option key={t.id} value={t.id}>
            {t.title}
          </option>
        ))}
      </select>
    </Field>
  );
}
