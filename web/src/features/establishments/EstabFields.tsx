import type { ReactNode, SelectHTMLAttributes } from 'react';
import { ESTAB_TEXT } from './messages';

export interface Option {
  code: number | string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  /** Offers an empty first choice ('Seleccione…'). */
  empty?: boolean;
  /** Shows '2 - Contribuyente especial' (coded fields) instead of the label alone. */
  showCode?: boolean;
  problem?: string;
  className?: string;
}

/** A labelled select; a problem shows under it and is announced with the field. */
export function SelectField({ id, name, label, value, options, onChange, empty = false, showCode = true, problem, className, ...rest }: SelectFieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...rest}
        id={id}
        name={name}
        className={problem ? 'input input-error' : 'input'}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {empty && <option value="">{ESTAB_TEXT.chooseOption}</option>}
        {options.map((o) => (
          <option key={o.code} value={String(o.code)}>
            {showCode ? `${o.code} - ${o.label}` : o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} problem={problem} />
    </div>
  );
}

/** The message under a field (id `<field id>-error`, referenced by its aria-describedby). */
export function FieldError({ id, problem }: { id: string; problem?: ReactNode }) {
  if (!problem) return null;
  return (
    <p id={`${id}-error`} className="estab-field-error" role="alert">
      {problem}
    </p>
  );
}
