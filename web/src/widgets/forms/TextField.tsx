import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** Also the input's `name`, which the global response handling uses to focus a refused field. */
  name: string;
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The mark of a required field next to its label (the input says aria-required for screen readers). */
export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true" title="Obligatorio">
      *
    </span>
  );
}

/**
 * A labelled text input; the label is tied to the input for screen readers and clicks. `required`
 * marks it with an asterisk and aria-required (no browser validation: the forms check it themselves).
 */
export function TextField({ id, name, label, value, onChange, className, required, ...rest }: TextFieldProps) {
  return (
    <div className="field">
      <span className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {required && <RequiredMark />}
      </span>
      <input
        {...rest}
        id={id}
        name={name}
        aria-required={required || undefined}
        className={className ? `input ${className}` : 'input'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
