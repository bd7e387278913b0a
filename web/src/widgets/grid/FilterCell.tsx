import { parseDate } from '@domain/dates';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ReportColumn } from './report-column';
import { OPERATOR_MARKS, defaultOperator, operatorsFor, type ColumnFilter, type FilterOperator } from './filters';
import { gridMessages } from './messages';

interface FilterCellProps {
  column: ReportColumn;
  filter: ColumnFilter | undefined;
  /** The applied filter of this column is unusable (a number that is not one). */
  invalid: boolean;
  onChange: (filter: ColumnFilter) => void;
  /** A date that is not one was committed: the grid shows the spec's error. */
  onInvalidDate: () => void;
}

const DATE_SHAPE = /^\d{2}\/\d{2}\/\d{4}$/;

/** One column's filter: operator (the first of its type by default) and value; dates apply once complete and valid. */
export function FilterCell({ column, filter, invalid, onChange, onInvalidDate }: FilterCellProps) {
  const operator = filter?.operator ?? defaultOperator(column);
  const isDate = column.type === 'date';
  // A date is typed here and reaches the grid only when it is a real day (or cleared).
  const [dateText, setDateText] = useState(filter?.text ?? '');
  const [dateInvalid, setDateInvalid] = useState(false);
  const rejected = useRef<string | null>(null);
  const text = isDate ? dateText : (filter?.text ?? '');
  const options = operatorsFor(column);
  const current = options.find((o) => o.value === operator) ?? options[0]!;

  function apply(nextText: string, nextOperator: FilterOperator = operator) {
    onChange({ columnId: column.di_column, operator: nextOperator, text: nextText });
  }

  function commitDate(value: string) {
    const trimmed = value.trim();
    if (trimmed === '' || parseDate(trimmed)) {
      setDateInvalid(false);
      rejected.current = null;
      apply(trimmed);
      return;
    }
    setDateInvalid(true);
    apply('');
    // Enter then the blur the popup causes would report the same text twice.
    if (rejected.current === trimmed) return;
    rejected.current = trimmed;
    onInvalidDate();
  }

  function onTextChange(value: string) {
    if (!isDate) {
      apply(value);
      return;
    }
    setDateText(value);
    rejected.current = null;
    if (value.trim() === '') commitDate('');
    else if (DATE_SHAPE.test(value.trim()) && parseDate(value.trim())) commitDate(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && isDate) {
      event.preventDefault();
      commitDate(dateText);
    }
  }

  const showError = isDate ? dateInvalid : invalid;
  return (
    <div className="rgrid-filter">
      <span className="rgrid-filter__op" title={current.label}>
        <span aria-hidden="true">{OPERATOR_MARKS[operator]}</span>
        <select
          aria-label={gridMessages.filterOperator(column.di_descri)}
          value={operator}
          onChange={(e) => apply(isDate ? (filter?.text ?? '') : text, e.target.value as FilterOperator)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
      <input
        className={showError ? 'rgrid-filter__input input-error' : 'rgrid-filter__input'}
        aria-label={gridMessages.filterValue(column.di_descri)}
        aria-invalid={showError || undefined}
        placeholder={isDate ? gridMessages.datePlaceholder : undefined}
        inputMode={isDate || column.type === 'text' ? undefined : 'decimal'}
        value={text}
        onChange={(e) => onTextChange(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (isDate && dateText.trim() !== (filter?.text ?? '')) commitDate(dateText);
        }}
      />
    </div>
  );
}
