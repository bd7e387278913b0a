import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './Field';

export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'className'> {
  id: string;
  label: string;
  value: string | number;
  options: readonly SelectOption[];
  /** The label of a first, empty choice (e.g. 'Todas'); none without it. */
  blank?: string;
  /** Extra classes of the field around the select. */
  fieldClassName?: string;
  /** The chosen option's value as the select gives it (text). */
  onChange: (value: string) => void;
}

/** Options from [value, label] pairs, the way the screens' messages list their choices. */
export function pairOptions(pairs: readonly (readonly [string | number, ReactNode])[]): SelectOption[] {
  return pairs.map(([value, label]) => ({ value, label }));
}

/** A labelled select, e.g. a filter above a list; the label is tied to the select. */
export function SelectField({ id, label, value, options, blank, fieldClassName, onChange, ...rest }: SelectFieldProps) {
  return (
    <Field id={id} label={label} className={fieldClassName}>
      <select {...rest} id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        {blank !== undefined && <option value="">{blank}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
