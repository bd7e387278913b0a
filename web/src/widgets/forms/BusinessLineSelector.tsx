import { useState } from 'react';
import { SearchIcon } from '../icons';
import {
  BUSINESS_LINE_PRESETS,
  NO_ASSIGN_CODE,
  NO_ASSIGN_LABEL,
  allBusinessLineCodes,
  sameCodes,
  searchBusinessLines,
  toTacCods,
  toggleBusinessLine,
} from './business-lines';
import { BUSINESS_LINE_LABELS as L } from './messages';
import './pickers.css';

export interface BusinessLineSelectorProps {
  id: string;
  /** Selected tac_codigo values; [-1] means 'No asignar'. */
  value: readonly number[];
  /** The codes in ascending order and the same list as the comma string tac_cods. */
  onChange: (codes: number[], tacCods: string) => void;
  legend?: string;
}

/** Business lines as checkboxes with a search box, the spec's preset groups and the exclusive 'No asignar'. */
export function BusinessLineSelector({ id, value, onChange, legend = L.group }: BusinessLineSelectorProps) {
  const [search, setSearch] = useState('');
  const lines = searchBusinessLines(search);
  const noAssign = value.includes(NO_ASSIGN_CODE);
  const emit = (codes: number[]) => onChange(codes, toTacCods(codes));
  const selectedCount = noAssign ? 0 : value.length;

  return (
    <fieldset className="business-lines">
      <legend className="business-lines__legend">
        {legend} <span className="business-lines__count">{L.selected(selectedCount)}</span>
      </legend>
      <div role="group" aria-label={L.presets} className="chip-row">
        {BUSINESS_LINE_PRESETS.map((preset) => (
          <button key={preset.key} type="button" className="chip" aria-pressed={sameCodes(value, preset.codes)} onClick={() => emit([...preset.codes])}>
            {preset.label}
          </button>
        ))}
        <span className="chip-row__divider" aria-hidden="true" />
        <button type="button" className="chip" onClick={() => emit(allBusinessLineCodes())}>
          {L.all}
        </button>
        <button type="button" className="chip" onClick={() => emit([])}>
          {L.none}
        </button>
      </div>
      <div className="business-lines__search">
        <label className="visually-hidden" htmlFor={`${id}-buscar`}>
          {L.search}
        </label>
        <SearchIcon className="business-lines__search-icon" />
        <input
          id={`${id}-buscar`}
          type="search"
          className="input"
          placeholder={L.search}
          autoComplete="off"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <label className="business-lines__item business-lines__item--exclusive">
        <input type="checkbox" checked={noAssign} onChange={() => emit(toggleBusinessLine(value, NO_ASSIGN_CODE))} />
        {NO_ASSIGN_LABEL}
      </label>
      {lines.length === 0 ? (
        <p className="form-hint business-lines__empty">{L.noMatch}</p>
      ) : (
        <ul className="business-lines__list">
          {lines.map(([code, name]) => (
            <li key={code}>
              <label className="business-lines__item">
                <input type="checkbox" value={code} checked={value.includes(code)} onChange={() => emit(toggleBusinessLine(value, code))} />
                <span className="business-lines__code" aria-hidden="true">
                  {code}
                </span>
                {name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
