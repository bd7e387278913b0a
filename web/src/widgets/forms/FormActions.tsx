import type { ReactNode } from 'react';

export interface FormActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  /** The submit button's text; no submit button without it (a read-only form). */
  submitLabel?: ReactNode;
  /** Disables the submit button, e.g. while the form is being sent. */
  disabled?: boolean;
  /** Sets the submit button's aria-busy (left out when not given). */
  ariaBusy?: boolean;
  /** 'danger' for a submit that voids or removes something. */
  tone?: 'primary' | 'danger';
  /** Extra classes of the row, next to `dialog__actions`. */
  className?: string;
}

/** The buttons row at the foot of a form: a cancel button, then the submit button. */
export function FormActions({ cancelLabel, onCancel, submitLabel, disabled, ariaBusy, tone = 'primary', className }: FormActionsProps) {
  return (
    <div className={className ? `dialog__actions ${className}` : 'dialog__actions'}>
      <button type="button" className="btn btn--secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      {submitLabel !== undefined && (
        <button type="submit" className={`btn btn--${tone}`} disabled={disabled} aria-busy={ariaBusy}>
          {submitLabel}
        </button>
      )}
    </div>
  );
}
