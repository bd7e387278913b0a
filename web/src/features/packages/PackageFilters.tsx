import { useState, type FormEvent } from 'react';
import { PACKAGE_TEXT as T } from './messages';

export interface PackageSearch {
  text: string;
  ruc: string;
  otherName: boolean;
}

export const EMPTY_SEARCH: PackageSearch = { text: '', ruc: '', otherName: false };

/** The list's search: text, RUC and "billed to another name"; applied on Buscar (or Enter). */
export function PackageFilters({ value, onApply }: { value: PackageSearch; onApply: (next: PackageSearch) => void }) {
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="package-filters" role="search" aria-label={T.list.search} onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor="conexiones-texto">
          {T.list.search}
        </label>
        <input id="conexiones-texto" name="text" className="input" value={draft.text} onChange={(e) => setDraft({ ...draft, text: e.target.value })} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="conexiones-ruc">
          {T.list.ruc}
        </label>
        <input
          id="conexiones-ruc"
          name="ruc"
          className="input"
          inputMode="numeric"
          maxLength={13}
          value={draft.ruc}
          onChange={(e) => setDraft({ ...draft, ruc: e.target.value.replace(/\D/g, '') })}
        />
      </div>
      <label className="company-filters__check package-filters__check">
        <input type="checkbox" name="otherName" checked={draft.otherName} onChange={(e) => setDraft({ ...draft, otherName: e.target.checked })} />
        {T.list.otherName}
      </label>
      <button type="submit" className="btn btn--primary">
        {T.actions.search}
      </button>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => {
          setDraft(EMPTY_SEARCH);
          onApply(EMPTY_SEARCH);
        }}
      >
        {T.actions.clear}
      </button>
    </form>
  );
}
