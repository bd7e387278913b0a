import type { ReactNode } from 'react';

export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string | number;
  options: readonly SelectOption[];
  /** The label of a first, empty choice (e.g. 'Todas'); none without it. */
  blank?: string;
  name?: string;
  /** The chosen option's value as the select gives it (text). */
  onChange: (value: string) => void;
}

/** A labelled select, e.g. a filter above a list; the label is tied to the select. */
export function SelectField({ id, label, value, options, blank, name, onChange }: SelectFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        {blank !== undefined && <option value="">{blank}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
