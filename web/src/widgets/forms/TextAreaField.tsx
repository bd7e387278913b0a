import type { TextareaHTMLAttributes } from 'react';
import { Field } from './Field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Extra classes of the field around the text area. */
  fieldClassName?: string;
}

/** A labelled multi-line text input, the text area counterpart of TextField. */
export function TextAreaField({ id, label, value, onChange, className, fieldClassName, ...rest }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} className={fieldClassName}>
      <textarea {...rest} id={id} className={className ? `input ${className}` : 'input'} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
