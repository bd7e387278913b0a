import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { formatDate, parseDate } from '@domain/dates';
import { CalendarIcon } from '../icons';
import { CalendarPopover } from './CalendarPopover';
import { maskDateTyping } from './date-range';
import { DATE_LABELS } from './messages';
import './pickers.css';

export interface DateFieldProps {
  id: string;
  /** The input's name, e.g. the report filter's 'desde' or 'hasta'. */
  name: string;
  label: string;
  value: string;
  today: Date;
  invalid?: boolean;
  /** Id of the message explaining why the field is refused. */
  errorId?: string;
  onChange: (text: string) => void;
  /** The user is done with the text: Enter, leaving the field, or a day picked in the calendar. */
  onCommit: (text: string) => void;
}

/** A DD/MM/YYYY text input with a calendar button; Alt+ArrowDown also opens the calendar. */
export function DateField({ id, name, label, value, today, invalid = false, errorId, onChange, onCommit }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const popoverId = `${id}-calendar`;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    input.current?.focus();
  };

  const pick = (date: Date) => {
    const text = formatDate(date);
    onChange(text);
    onCommit(text);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      onCommit(value);
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen(true);
    }
  };

  // Moving between the input, its calendar button and the calendar is not leaving the field.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (container.current?.contains(event.relatedTarget as Node | null)) return;
    setOpen(false);
    onCommit(value);
  };

  return (
    <div className="field date-field" ref={container} onBlur={onBlur}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="date-field__control">
        <input
          ref={input}
          id={id}
          name={name}
          className={invalid ? 'input date-field__input input-error' : 'input date-field__input'}
          inputMode="numeric"
          autoComplete="off"
          placeholder={DATE_LABELS.placeholder}
          maxLength={10}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => onChange(maskDateTyping(value, e.target.value))}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="date-field__toggle"
          aria-label={DATE_LABELS.openCalendar(label)}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          <CalendarIcon />
        </button>
      </div>
      {open && <CalendarPopover id={popoverId} fieldLabel={label} selected={parseDate(value)} today={today} onPick={pick} onClose={close} />}
    </div>
  );
}
