import { useId, useRef, type KeyboardEvent } from 'react';
import { SearchIcon } from '../icons';
import { LOOKUP_MSG } from './messages';
import type { ReferenteSearchMode } from './search-mode';
import { useReferenteLookup, type ReferenteLookupOptions } from './useReferenteLookup';
import './lookup.css';

export interface ReferenteLookupProps extends ReferenteLookupOptions {
  id?: string;
  label?: string;
}

const MODES: ReadonlyArray<{ mode: ReferenteSearchMode; label: string }> = [
  { mode: 'byced', label: LOOKUP_MSG.modeIdNumber },
  { mode: 'byid', label: LOOKUP_MSG.modeCode },
];

/**
 * Finds a referente of a company by cédula/RUC or by code. Enter or 'Buscar' runs the search;
 * the fields go to `onChange`, and `onFound` / `onNull` tell the screen what happened.
 */
export function ReferenteLookup({ id, label = LOOKUP_MSG.referente, ...options }: ReferenteLookupProps) {
  const generated = useId();
  const inputId = id ?? `ref-${generated}`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const { mode, changeMode, text, changeText, error, busy, search } = useReferenteLookup(options);

  const run = async () => {
    if (await search()) input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void run();
  };

  const byIdNumber = mode === 'byced';
  return (
    <fieldset className="referente-lookup" aria-busy={busy || undefined}>
      <legend className="field__label referente-lookup__legend">{label}</legend>
      <div className="referente-lookup__modes" role="radiogroup" aria-label={LOOKUP_MSG.searchBy}>
        {MODES.map((m) => (
          <label key={m.mode} className="referente-lookup__mode">
            <input type="radio" name={`${inputId}-modo`} value={m.mode} checked={mode === m.mode} onChange={() => changeMode(m.mode)} />
            {m.label}
          </label>
        ))}
      </div>
      <div className="referente-lookup__row">
        <input
          ref={input}
          id={inputId}
          name="search"
          className={error ? 'input input-error' : 'input'}
          inputMode="numeric"
          autoComplete="off"
          aria-label={byIdNumber ? LOOKUP_MSG.idNumberLabel : LOOKUP_MSG.codeLabel}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={byIdNumber ? LOOKUP_MSG.idNumberPlaceholder : LOOKUP_MSG.codePlaceholder}
          value={text}
          onChange={(e) => changeText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void run()}>
          <SearchIcon size={16} />
          {LOOKUP_MSG.search}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="referente-lookup__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
