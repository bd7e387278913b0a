import { useState } from 'react';
import { MIN_YEAR, MONTH_NAMES, MONTH_NAMES_SHORT } from '@domain/dates';
import { quarterOf } from '@domain/periods';
import { PERIOD_LABELS, PERIOD_ORDER_MESSAGE, DATE_LABELS } from './messages';
import { capitalize } from './calendar';
import { monthPeriod, periodKind, quarterPeriod, type PeriodValue } from './period';
import './pickers.css';

export interface PeriodPickerProps {
  id: string;
  /** The report's inf_periodo: 2 and 3 pick months, 4 a quarter. */
  infPeriodo: number;
  now?: Date;
  /** Selectable years, newest last; by default ten years back to next year (never before 2001). */
  years?: readonly number[];
  /** Called with every accepted period; never with a start after the end. */
  onChange: (value: PeriodValue) => void;
}

function defaultYears(current: number): number[] {
  const first = Math.max(MIN_YEAR, current - 10);
  return Array.from({ length: current + 2 - first }, (_, i) => first + i);
}

function Select({
  id,
  label,
  labelSuffix,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  /** Read by screen readers only: the fieldset's legend already shows it. */
  labelSuffix?: string;
  value: number;
  options: ReadonlyArray<readonly [number, string]>;
  onChange: (value: number) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {labelSuffix && <span className="visually-hidden"> {labelSuffix}</span>}
      </label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => [i + 1, capitalize(name)] as const);

/** Picks a report period and emits its fields (anioa, mesa, aniob, mesb) with the resulting desde/hasta. */
export function PeriodPicker({ id, infPeriodo, now, years, onChange }: PeriodPickerProps) {
  const today = now ?? new Date();
  const yearOptions = (years ?? defaultYears(today.getFullYear())).map((y) => [y, String(y)] as const);
  const kind = periodKind(infPeriodo);

  const [months, setMonths] = useState({
    anioa: today.getFullYear(),
    mesa: today.getMonth() + 1,
    aniob: today.getFullYear(),
    mesb: today.getMonth() + 1,
  });
  const [quarter, setQuarter] = useState(() => ({ year: today.getFullYear(), quarter: quarterOf(today).start.getMonth() / 3 + 1 }));

  const monthValue = monthPeriod(months.anioa, months.mesa, months.aniob, months.mesb);
  const quarterValue = quarterPeriod(quarter.year, quarter.quarter);
  const current = kind === 'quarter' ? quarterValue : monthValue;

  const changeMonths = (patch: Partial<typeof months>) => {
    const next = { ...months, ...patch };
    setMonths(next);
    const value = monthPeriod(next.anioa, next.mesa, next.aniob, next.mesb);
    if (value) onChange(value);
  };

  const changeQuarter = (patch: Partial<typeof quarter>) => {
    const next = { ...quarter, ...patch };
    setQuarter(next);
    onChange(quarterPeriod(next.year, next.quarter));
  };

  return (
    <div className="period-picker">
      {kind === 'months' ? (
        <div className="period-picker__row">
          <fieldset className="period-picker__group">
            <legend>{DATE_LABELS.from}</legend>
            <Select
              id={`${id}-anioa`}
              label={PERIOD_LABELS.year}
              labelSuffix={PERIOD_LABELS.fromSuffix}
              value={months.anioa}
              options={yearOptions}
              onChange={(anioa) => changeMonths({ anioa })}
            />
            <Select
              id={`${id}-mesa`}
              label={PERIOD_LABELS.month}
              labelSuffix={PERIOD_LABELS.fromSuffix}
              value={months.mesa}
              options={MONTH_OPTIONS}
              onChange={(mesa) => changeMonths({ mesa })}
            />
          </fieldset>
          <fieldset className="period-picker__group">
            <legend>{DATE_LABELS.to}</legend>
            <Select
              id={`${id}-aniob`}
              label={PERIOD_LABELS.year}
              labelSuffix={PERIOD_LABELS.toSuffix}
              value={months.aniob}
              options={yearOptions}
              onChange={(aniob) => changeMonths({ aniob })}
            />
            <Select
              id={`${id}-mesb`}
              label={PERIOD_LABELS.month}
              labelSuffix={PERIOD_LABELS.toSuffix}
              value={months.mesb}
              options={MONTH_OPTIONS}
              onChange={(mesb) => changeMonths({ mesb })}
            />
          </fieldset>
        </div>
      ) : (
        <div className="period-picker__row">
          <Select id={`${id}-anio`} label={PERIOD_LABELS.year} value={quarter.year} options={yearOptions} onChange={(year) => changeQuarter({ year })} />
          <fieldset className="period-picker__group">
            <legend>{PERIOD_LABELS.quarter}</legend>
            <div role="radiogroup" aria-label={PERIOD_LABELS.quarter} className="chip-row">
              {PERIOD_LABELS.quarterNames.map((name, i) => {
                const q = i + 1;
                const first = (q - 1) * 3;
                return (
                  <label key={q} className="chip chip--radio" data-checked={quarter.quarter === q}>
                    <input
                      type="radio"
                      className="visually-hidden"
                      name={`${id}-trimestre`}
                      value={q}
                      checked={quarter.quarter === q}
                      onChange={() => changeQuarter({ quarter: q })}
                    />
                    {name}
                    <span className="chip__hint" aria-hidden="true">
                      {MONTH_NAMES_SHORT[first]}–{MONTH_NAMES_SHORT[first + 2]}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        </div>
      )}
      {current ? (
        <p className="period-picker__result" aria-live="polite">
          {PERIOD_LABELS.range}: <strong>{current.desde}</strong> – <strong>{current.hasta}</strong>
        </p>
      ) : (
        <div className="alert alert--error picker-error" role="alert">
          <span aria-hidden="true">×</span>
          <p>{PERIOD_ORDER_MESSAGE}</p>
        </div>
      )}
    </div>
  );
}
