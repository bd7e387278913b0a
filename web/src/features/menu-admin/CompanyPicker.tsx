import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MenuAdminCompaniesDocument, type MenuAdminCompaniesQuery } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { MENU_ADMIN_TEXT as T } from './messages';
import { Field } from '../../widgets/forms/Field';

export type MenuCompany = MenuAdminCompaniesQuery['menuAdminCompanies'][number];

/** Pause in typing before the suggestions are asked. */
export const PICKER_DELAY_MS = 250;

/**
 * The company is chosen by its access code, with suggestions as the user types: arrows and
 * Enter (or a click) take a suggestion; Enter on the text takes only the company with exactly
 * that access code. Anything else lists the matches to pick one, never choosing on its own.
 */
export function CompanyPicker({ onPick }: { onPick: (company: MenuCompany) => void }) {
  const client = useApolloClient();
  const listId = `${useId()}-sugerencias`;
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<readonly MenuCompany[]>([]);
  const [highlight, setHighlight] = useState(-1);
  const [matches, setMatches] = useState<readonly MenuCompany[]>([]);
  const request = useRef(0);

  async function fetchCompanies(search: string): Promise<readonly MenuCompany[] | null> {
    const { data } = await client
      .query({ query: MenuAdminCompaniesDocument, variables: { search }, fetchPolicy: 'network-only' })
      .catch(() => ({ data: undefined }));
    return data ? data.menuAdminCompanies : null;
  }

  useEffect(() => {
    const typed = text.trim();
    const mine = ++request.current;
    if (!typed) {
      setSuggestions([]);
      return;
    }
    const timer = setTimeout(() => {
      void fetchCompanies(typed).then((found) => {
        if (found && mine === request.current) setSuggestions(found);
      });
    }, PICKER_DELAY_MS);
    return () => clearTimeout(timer);
    // fetchCompanies only closes over the Apollo client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  function pick(company: MenuCompany) {
    request.current++;
    setSuggestions([]);
    setHighlight(-1);
    setMatches([]);
    setText(company.accessCode);
    onPick(company);
  }

  async function search(event: FormEvent) {
    event.preventDefault();
    const typed = text.trim();
    if (!typed) {
      void showWarning(T.companyRequired);
      return;
    }
    const highlighted = highlight >= 0 ? suggestions[highlight] : undefined;
    if (highlighted) return pick(highlighted);
    request.current++;
    setSuggestions([]);
    const found = await fetchCompanies(typed);
    if (!found) return;
    const exact = found.find((c) => c.accessCode.toLowerCase() === typed.toLowerCase());
    if (exact) pick(exact);
    else if (found.length === 0) {
      setMatches([]);
      void showWarning(T.noCompany(typed));
    } else setMatches(found);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((current) => (current === -1 && step === -1 ? suggestions.length - 1 : (current + step + suggestions.length) % suggestions.length));
    } else if (event.key === 'Escape' && suggestions.length) {
      event.preventDefault();
      request.current++;
      setSuggestions([]);
      setHighlight(-1);
    }
  }

  const expanded = suggestions.length > 0;
  return (
    <div className="menu-admin__picker">
      <form role="search" onSubmit={(e) => void search(e)} className="menu-admin__search">
        <Field id="menu-company" label={T.search.label} className="menu-admin__field">
          <input
            id="menu-company"
            name="search"
            className="input"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && highlight >= 0 ? `${listId}-${highlight}` : undefined}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setHighlight(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setTimeout(() => setSuggestions([]), 200)}
            autoComplete="off"
            autoFocus
          />
          <ul id={listId} role="listbox" aria-label={T.search.suggestions} className="menu-admin__suggestions" hidden={!expanded}>
            {suggestions.map((c, index) => (
              <li
                key={c.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === highlight}
                className={index === highlight ? 'menu-admin__suggestion menu-admin__suggestion--active' : 'menu-admin__suggestion'}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setHighlight(index)}
                onClick={() => pick(c)}
              >
                <strong>{c.accessCode}</strong> · {c.legalName}
              </li>
            ))}
          </ul>
        </Field>
        <button type="submit" className="btn btn--primary">
          {T.search.button}
        </button>
      </form>
      {matches.length > 0 && (
        <ul className="menu-admin__matches" aria-label={T.search.results}>
          {matches.map((c) => (
            <li key={c.id}>
              <button type="button" className="btn btn--secondary" onClick={() => pick(c)}>
                {`${c.accessCode} · ${c.legalName}`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
