import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DAY_NAMES, DAY_NAMES_SHORT, MONTH_NAMES, isSameDay, toIsoDate } from '@domain/dates';
import { addMonths, capitalize, monthWeeks, moveByKey } from './calendar';
import { DATE_LABELS } from './messages';
import './pickers.css';

export interface CalendarPopoverProps {
  id: string;
  /** Names the field the calendar fills, for the dialog's accessible name. */
  fieldLabel: string;
  selected: Date | null;
  today: Date;
  onPick: (date: Date) => void;
  onClose: () => void;
}

// Monday-first header: DAY_NAMES is indexed like Date.getDay() (0 = Sunday).
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

function dayLabel(d: Date): string {
  return `${DAY_NAMES[d.getDay()]}, ${d.getDate()} de ${MONTH_NAMES[d.getMonth()]} de ${d.getFullYear()}`;
}

/** A month grid operable from the keyboard: arrows move by day or week, PageUp/PageDown by month, Enter picks, Escape closes. */
export function CalendarPopover({ id, fieldLabel, selected, today, onPick, onClose }: CalendarPopoverProps) {
  const [focused, setFocused] = useState<Date>(selected ?? today);
  const dayButtons = useRef(new Map<string, HTMLButtonElement>());
  // Keyboard moves take the focus along; the month buttons must keep it, so the mouse can page on.
  const focusGrid = useRef(true);

  useEffect(() => {
    if (!focusGrid.current) return;
    dayButtons.current.get(toIsoDate(focused))?.focus();
  }, [focused]);

  const weeks = monthWeeks(focused.getFullYear(), focused.getMonth());
  const headingId = `${id}-heading`;

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveByKey(event.key, focused);
    if (next) {
      event.preventDefault();
      focusGrid.current = true;
      setFocused(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(focused);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Handled here, so a screen's Esc hotkey does not also fire.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  const pageMonth = (step: number) => {
    focusGrid.current = false;
    setFocused((d) => addMonths(d, step));
  };

  return (
    <div id={id} role="dialog" aria-label={DATE_LABELS.calendar(fieldLabel)} className="calendar" onKeyDown={onDialogKeyDown}>
      <div className="calendar__header">
        <button type="button" className="calendar__nav" aria-label={DATE_LABELS.previousMonth} onClick={() => pageMonth(-1)}>
          ‹
        </button>
        <h2 id={headingId} className="calendar__title" aria-live="polite">
          {capitalize(MONTH_NAMES[focused.getMonth()]!)} {focused.getFullYear()}
        </h2>
        <button type="button" className="calendar__nav" aria-label={DATE_LABELS.nextMonth} onClick={() => pageMonth(1)}>
          ›
        </button>
      </div>
      <table role="grid" aria-labelledby={headingId} className="calendar__grid" onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {WEEK_ORDER.map((day) => (
              <th key={day} scope="col" abbr={DAY_NAMES[day]}>
                {capitalize(DAY_NAMES_SHORT[day]!)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={toIsoDate(week[0]!)}>
              {week.map((day) => {
                const key = toIsoDate(day);
                const isSelected = selected !== null && isSameDay(day, selected);
                const outside = day.getMonth() !== focused.getMonth();
                const classes = ['calendar__day'];
                if (outside) classes.push('calendar__day--outside');
                if (isSelected) classes.push('calendar__day--selected');
                if (isSameDay(day, today)) classes.push('calendar__day--today');
                return (
                  <td key={key} role="gridcell" aria-selected={isSelected}>
                    <button
                      ref={(el) => {
                        if (el) dayButtons.current.set(key, el);
                        else dayButtons.current.delete(key);
                      }}
                      type="button"
                      tabIndex={isSameDay(day, focused) ? 0 : -1}
                      className={classes.join(' ')}
                      aria-label={dayLabel(day)}
                      aria-current={isSameDay(day, today) ? 'date' : undefined}
                      onClick={() => onPick(day)}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="calendar__help">{DATE_LABELS.calendarHelp}</p>
    </div>
  );
}
