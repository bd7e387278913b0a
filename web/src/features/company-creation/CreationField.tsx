import type { InputHTMLAttributes, ReactNode } from 'react';
import { RequiredMark } from '../../widgets/forms/TextField';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name'> {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
}

const idOf = (name: string) => `cc-${name.replace(/\./g, '-')}`;

/** A labelled input whose rule message shows right under it (and is read with it). */
export function CreationField({ name, label, value, error, hint, onChange, required, ...rest }: Props) {
  const id = idOf(name);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <input
        {...rest}
        id={id}
        name={name}
        className={error ? 'input input-error' : 'input'}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldShell>
  );
}

interface SelectProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  required?: boolean;
  onChange: (value: string) => void;
}

/** A labelled select with its rule message under it. */
export function CreationSelect({ name, label, value, error, placeholder, options, required, onChange }: SelectProps) {
  const id = idOf(name);
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <select
        id={id}
        name={name}
        className={error ? 'input input-error' : 'input'}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="field cc-field">
      <span className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {required && <RequiredMark />}
      </span>
      {children}
      {error ? (
        <span id={`${id}-error`} className="cc-field__error" role="alert">
          {error}
        </span>
      ) : hint ? (
        <span id={`${id}-hint`} className="cc-field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

export const fieldId = idOf;
