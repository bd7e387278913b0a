import type { ReactNode } from 'react';

interface FieldProps {
  /** The id of the control inside, which the label points to. */
  id: string;
  label: ReactNode;
  /** Extra classes next to `field`. */
  className?: string;
  children: ReactNode;
}

/** A labelled form control: the label, tied to the control by its id, above the control. */
export function Field({ id, label, className, children }: FieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}
