import { useState, type FormEvent } from 'react';
import { SearchIcon } from '../icons';
import { COMPANY_STATUS_OPTIONS, RUC_MAX_DIGITS, type CompanyFilterValue, type CompanySearchMode, type CompanyStatusFilter } from './company-filter';
import { COMPANY_FILTER_LABELS as L, RUC_DIGITS_ONLY_MESSAGE, RUC_TOO_LONG_MESSAGE } from './messages';
import './pickers.css';

export interface CompanyFilterProps {
  id: string;
  value: CompanyFilterValue;
  onChange: (value: CompanyFilterValue) => void;
  /** Enter in the text or the 'Buscar' button. */
  onSubmit: (value: CompanyFilterValue) => void;
}

/** Shows every company; the server's search call leaves emp_activa empty by default too. */
export const DEFAULT_COMPANY_FILTER: CompanyFilterValue = { modo: 'bycoding', filtro: '', emp_activa: -1 };

const MODES: ReadonlyArray<readonly [CompanySearchMode, string]> = [
  ['bycoding', L.byCoding],
  ['byruc', L.byRuc],
];

/** Search of the company list by access code or RUC with the status filter; a controlled form. */
export function CompanyFilter({ id, value, onChange, onSubmit }: CompanyFilterProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const byRuc = value.modo === 'byruc';
  const textId = `${id}-filtro`;
  const refusalId = `${id}-filtro-aviso`;

  // In RUC mode a typed letter or a 14th digit is not taken, and a message says why.
  const changeText = (text: string) => {
    if (!byRuc) {
      setRefusal(null);
      onChange({ ...value, filtro: text });
      return;
    }
    const digits = text.replace(/\D/g, '');
    if (digits.length > RUC_MAX_DIGITS) {
      setRefusal(RUC_TOO_LONG_MESSAGE);
      return;
    }
    // The message stays while the user types on, so it can be read; deleting means it was understood.
    if (digits !== text) setRefusal(RUC_DIGITS_ONLY_MESSAGE);
    else if (digits.length < value.filtro.length) setRefusal(null);
    onChange({ ...value, filtro: digits });
  };

  const changeMode = (modo: CompanySearchMode) => {
    setRefusal(null);
    // An access code typed before switching to RUC keeps only what a RUC can hold.
    const filtro = modo === 'byruc' ? value.filtro.replace(/\D/g, '').slice(0, RUC_MAX_DIGITS) : value.filtro;
    onChange({ ...value, modo, filtro });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ...value, filtro: value.filtro.trim() });
  };

  return (
    <form role="search" aria-label={L.form} className="company-filter" onSubmit={submit}>
      <fieldset className="company-filter__modes">
        <legend className="field__label">{L.mode}</legend>
        <div className="segmented">
          {MODES.map(([modo, label]) => (
            <label key={modo} className="segmented__option" data-checked={value.modo === modo}>
              <input
                type="radio"
                className="visually-hidden"
                name={`${id}-modo`}
                value={modo}
                checked={value.modo === modo}
                onChange={() => changeMode(modo)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field company-filter__text">
        <label className="field__label" htmlFor={textId}>
          {byRuc ? L.textByRuc : L.textByCoding}
        </label>
        <input
          id={textId}
          name="filtro"
          className="input"
          autoComplete="off"
          inputMode={byRuc ? 'numeric' : 'text'}
          placeholder={byRuc ? L.placeholderByRuc : L.placeholderByCoding}
          value={value.filtro}
          aria-describedby={refusal ? refusalId : undefined}
          onChange={(e) => changeText(e.target.value)}
        />
        <p id={refusalId} className="company-filter__refusal" aria-live="polite">
          {refusal}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-estado`}>
          {L.status}
        </label>
        <select
          id={`${id}-estado`}
          name="emp_activa"
          className="select"
          value={value.emp_activa}
          onChange={(e) => onChange({ ...value, emp_activa: Number(e.target.value) as CompanyStatusFilter })}
        >
          {COMPANY_STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn--primary company-filter__submit">
        <SearchIcon />
        {L.search}
      </button>
    </form>
  );
}
