import { useRef, useState } from 'react';
import { formatDate, startOfDay } from '@domain/dates';
import { PRESETS, presetRange, type DatePreset } from '@domain/periods';
import { DateField } from './DateField';
import { checkDateRange, rangeValue, type DateRangeValue, type RangeField } from './date-range';
import { DATE_LABELS } from './messages';
import './pickers.css';

export interface DateRangePickerProps {
  /** Prefix of the inputs' ids. */
  id: string;
  /** rep_fecha 1: one 'Fecha' field; the emitted desde and hasta are that same day. */
  single?: boolean;
  /** The clock for 'today' and the presets; tests pass a fixed day. */
  now?: Date;
  /** Initial texts; the spec's default range is today. */
  defaultValue?: { desde: string; hasta: string };
  showPresets?: boolean;
  /** Called with every accepted range; never with an invalid or reversed one. */
  onChange: (value: DateRangeValue) => void;
}

// A single date only makes sense with the one-day presets.
const SINGLE_DAY_PRESETS: ReadonlySet<DatePreset> = new Set(['today', 'yesterday']);

const FIELD_LABELS: Record<RangeField, string> = { desde: DATE_LABELS.from, hasta: DATE_LABELS.to };

/** The filters' 'Desde' / 'Hasta' pair (or a single 'Fecha') with calendar popovers and the spec's presets. */
export function DateRangePicker({ id, single = false, now, defaultValue, showPresets = true, onChange }: DateRangePickerProps) {
  const today = startOfDay(now ?? new Date());
  const [desde, setDesde] = useState(defaultValue?.desde ?? formatDate(today));
  const [hasta, setHasta] = useState(defaultValue?.hasta ?? formatDate(today));
  const [error, setError] = useState<{ message: string; fields: RangeField[] } | null>(null);
  const lastEmitted = useRef<string | null>(null);
  const errorId = `${id}-error`;

  const commit = (nextDesde: string, nextHasta: string) => {
    const check = checkDateRange(nextDesde, single ? nextDesde : nextHasta);
    if (!check.ok) {
      setError({ message: check.message, fields: single ? ['desde'] : check.fields });
      return;
    }
    setError(null);
    setDesde(check.value.desde);
    if (!single) setHasta(check.value.hasta);
    // Leaving a field without changing it is not a new range.
    const key = `${check.value.desde}-${check.value.hasta}`;
    if (key === lastEmitted.current) return;
    lastEmitted.current = key;
    onChange(check.value);
  };

  const applyPreset = (preset: DatePreset) => {
    const range = presetRange(preset, today);
    const value = rangeValue(range.from, single ? range.from : range.to);
    setDesde(value.desde);
    setHasta(value.hasta);
    commit(value.desde, value.hasta);
  };

  const presets = PRESETS.filter((p) => !single || SINGLE_DAY_PRESETS.has(p.key));
  const activePreset = presets.find((p) => {
    const r = presetRange(p.key, today);
    return formatDate(r.from) === desde && (single || formatDate(r.to) === hasta);
  })?.key;
  const invalid = (field: RangeField) => error?.fields.includes(field) ?? false;

  return (
    // A single date is one labelled field already; only the pair needs a group name.
    <div role={single ? undefined : 'group'} aria-label={single ? undefined : DATE_LABELS.range} className="date-range">
      <div className="date-range__fields">
        <DateField
          id={`${id}-desde`}
          name="desde"
          label={single ? DATE_LABELS.single : DATE_LABELS.from}
          value={desde}
          today={today}
          invalid={invalid('desde')}
          errorId={errorId}
          onChange={setDesde}
          onCommit={(text) => commit(text, hasta)}
        />
        {!single && (
          <DateField
            id={`${id}-hasta`}
            name="hasta"
            label={DATE_LABELS.to}
            value={hasta}
            today={today}
            invalid={invalid('hasta')}
            errorId={errorId}
            onChange={setHasta}
            onCommit={(text) => commit(desde, text)}
          />
        )}
      </div>
      {showPresets && (
        <div role="group" aria-label={DATE_LABELS.presets} className="chip-row">
          {presets.map((p) => (
            <button key={p.key} type="button" className="chip" aria-pressed={p.key === activePreset} onClick={() => applyPreset(p.key)}>
              {p.label}
            </button>
          ))}
        </div>
      )}
      {error && (
        <div id={errorId} className="alert alert--error picker-error" role="alert">
          <span aria-hidden="true">×</span>
          <div>
            <p>{error.message}</p>
            <p className="picker-error__fields">
              {DATE_LABELS.fieldInError(error.fields.map((f) => (single ? DATE_LABELS.single : FIELD_LABELS[f])).join(' y '))}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
