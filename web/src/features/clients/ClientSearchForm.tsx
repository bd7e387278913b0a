import type { FormEvent } from 'react';
import type { ClientSearchKind } from '../../generated/graphql';
import { CLIENT_TEXT as T, SEARCH_KINDS } from './messages';

export interface ClientSearchFormProps {
  kind: ClientSearchKind;
  text: string;
  busy: boolean;
  onKindChange: (kind: ClientSearchKind) => void;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
}

/**
 * The clients grid's criterion (cparams kinds 1-6) and text. The text input is named `text`,
 * the field the API names when it refuses an empty filter, so the refusal focuses it.
 */
export function ClientSearchForm({ kind, text, busy, onKindChange, onTextChange, onSubmit }: ClientSearchFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="clients-search" role="search" aria-label={T.searchLabel} onSubmit={submit}>
      <div className="field clients-search__kind">
        <label className="field__label" htmlFor="clientKind">
          {T.kindLabel}
        </label>
        <select id="clientKind" name="kind" className="input" value={kind} onChange={(e) => onKindChange(e.target.value as ClientSearchKind)}>
          {SEARCH_KINDS.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.code}. {k.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field clients-search__text">
        <label className="field__label" htmlFor="clientText">
          {T.textLabel}
        </label>
        <input
          id="clientText"
          name="text"
          type="search"
          className="input"
          placeholder={T.textPlaceholder}
          value={text}
          autoComplete="off"
          onChange={(e) => onTextChange(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn--primary clients-search__submit" disabled={busy}>
        {busy ? T.searching : T.search}
      </button>
    </form>
  );
}
