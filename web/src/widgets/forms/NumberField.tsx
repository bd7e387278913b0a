import { useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { sanitizeDecimal, sanitizeInteger } from '@domain/sanitize';
import { numberProblem, numberValue, type NumberBounds } from './number-input';
import './pickers.css';

export interface NumberFieldProps extends NumberBounds, Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'min' | 'max' | 'type'> {
  id: string;
  name: string;
  label: string;
  value: string;
  /** The kept text and the number it holds (null while empty or incomplete, e.g. '-'). */
  onChange: (text: string, value: number | null) => void;
  /** Whole numbers only: the point is dropped too. */
  integer?: boolean;
}

/**
 * A number typed as text: characters other than digits, one point and a leading minus are dropped
 * as they are typed (integer: no point); the bounds are checked when the field is left.
 */
export function NumberField({ id, name, label, value, onChange, integer = false, min, max, positive, className, onBlur, ...rest }: NumberFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const bounds = { min, max, positive };
  const problemId = `${id}-error`;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    // es-EC writes the decimal separator as a comma: a typed comma is the point, not a character
    // to drop ('12,50' would otherwise become 1250).
    const raw = integer ? input.value : input.value.replace(/,/g, '.');
    const kept = integer ? sanitizeInteger(raw) : sanitizeDecimal(raw);
    if (kept !== input.value) {
      // Writing the kept text back here keeps the caret where the refused character was typed.
      const caret = Math.max(0, (input.selectionStart ?? raw.length) - (raw.length - kept.length));
      input.value = kept;
      input.setSelectionRange(caret, caret);
    }
    // Once a problem shows, it follows the typing so it goes away as soon as the value is right.
    if (problem) setProblem(numberProblem(kept, bounds));
    onChange(kept, numberValue(kept));
  };

  const classes = ['input', 'number-field__input'];
  if (problem) classes.push('input-error');
  if (className) classes.push(className);

  return (
    <div className="field number-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        name={name}
        className={classes.join(' ')}
        inputMode={integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={change}
        onBlur={(event) => {
          setProblem(numberProblem(value, bounds));
          onBlur?.(event);
        }}
      />
      {problem && (
        <p id={problemId} className="number-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
