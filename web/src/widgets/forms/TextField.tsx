import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** Also the input's `name`, which the global response handling uses to focus a refused field. */
  name: string;
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text input; the label is tied to the input for screen readers and clicks. */
export function TextField({ id, name, label, value, onChange, className, ...rest }: TextFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input {...rest} id={id} name={name} className={className ? `input ${className}` : 'input'} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
