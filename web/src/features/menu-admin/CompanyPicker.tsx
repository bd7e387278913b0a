import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { MenuAdminCompaniesDocument, type MenuAdminCompaniesQuery } from '../../generated/graphql';
import { showPopup } from '../../widgets/feedback/dialogs';
import { LEVEL_TITLES } from '../../widgets/feedback/levels';
import { MENU_ADMIN_TEXT as T } from './messages';

export type MenuCompany = MenuAdminCompaniesQuery['menuAdminCompanies'][number];

/**
 * The company is chosen by typing its access code: an exact match (or the only match) is
 * taken at once; several matches are listed to pick one.
 */
export function CompanyPicker({ onPick }: { onPick: (company: MenuCompany) => void }) {
  const client = useApolloClient();
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<readonly MenuCompany[]>([]);

  async function search(event: FormEvent) {
    event.preventDefault();
    const typed = text.trim();
    if (!typed) {
      void showPopup({ title: LEVEL_TITLES.warning, text: T.companyRequired, level: 'warning' });
      return;
    }
    const { data } = await client.query({ query: MenuAdminCompaniesDocument, variables: { search: typed }, fetchPolicy: 'network-only' }).catch(() => ({ data: undefined }));
    if (!data) return;
    const found = data.menuAdminCompanies;
    const exact = found.find((c) => c.accessCode.toLowerCase() === typed.toLowerCase());
    if (exact || found.length === 1) {
      setMatches([]);
      onPick(exact ?? found[0]!);
    } else if (found.length === 0) {
      setMatches([]);
      void showPopup({ title: LEVEL_TITLES.warning, text: T.noCompany(typed), level: 'warning' });
    } else setMatches(found);
  }

  return (
    <div className="menu-admin__picker">
      <form role="search" onSubmit={search} className="menu-admin__search">
        <div className="field">
          <label className="field__label" htmlFor="menu-company">
            {T.search.label}
          </label>
          <input id="menu-company" name="search" className="input" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" autoFocus />
        </div>
        <button type="submit" className="btn btn--primary">
          {T.search.button}
        </button>
      </form>
      {matches.length > 0 && (
        <ul className="menu-admin__matches" aria-label={T.search.results}>
          {matches.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => {
                  setMatches([]);
                  setText(c.accessCode);
                  onPick(c);
                }}
              >
                {`${c.accessCode} · ${c.legalName}`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
