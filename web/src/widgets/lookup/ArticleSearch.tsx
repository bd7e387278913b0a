import { useQuery, useApolloClient } from '@apollo/client/react';
import { useCallback, useId, useState } from 'react';
import { ArticleSearchDocument, ArticleSearchOptionsDocument, type ArticleFieldsFragment, type ArticleSearchMode } from '../../generated/graphql';
import { Autocomplete } from './Autocomplete';
import { ARTICLE_SEARCH_MSG as M, articleDetail, articleMatchTexts, type ArticleFilters } from './article-search';
import '../forms/pickers.css';
import './lookup.css';

export interface ArticleSearchProps {
  id?: string;
  /** Company whose catalogue is searched (emp_codigo). */
  companyId: number;
  /** Document the search is made from (tra_codigo): its setup gives the starting filters, the price and the number of suggestions. */
  transactionType: number;
  onSelect?: (article: ArticleFieldsFragment) => void;
  onNoMatch?: (text: string) => void;
}

const MODES: ReadonlyArray<[ArticleSearchMode, string]> = [
  ['NAME', M.byName],
  ['CODE', M.byCode],
];

/**
 * The article search: by name or code (radio keys), article type (COMERCIAL unless the
 * document's setup says otherwise) and section, with an autocomplete that asks the server on
 * letters and digits. Changing a filter starts a new search.
 */
export function ArticleSearch({ id, companyId, transactionType, onSelect, onNoMatch }: ArticleSearchProps) {
  const generated = useId();
  const base = id ?? `art-${generated}`;
  const client = useApolloClient();
  const options = useQuery(ArticleSearchOptionsDocument, { variables: { companyId, transactionType }, context: { handledByCaller: true } });
  const [chosen, setChosen] = useState<ArticleFilters | null>(null);
  const setup = options.data?.articleSearchSetup;
  const filters: ArticleFilters | null = chosen ?? (setup ? { mode: setup.mode, typeId: setup.typeId ?? 0, sectionId: setup.sectionId } : null);

  const fetchItems = useCallback(
    async (text: string) => {
      if (!filters) return [];
      const { data } = await client.query({
        query: ArticleSearchDocument,
        variables: { companyId, text, mode: filters.mode, typeId: filters.typeId, sectionId: filters.sectionId, transactionType },
        fetchPolicy: 'network-only',
        context: { handledByCaller: true },
      });
      return data?.articleSearch.items ?? [];
    },
    [client, companyId, transactionType, filters],
  );

  if (options.error)
    return (
      <p className="form-error" role="alert">
        {M.loadFailed}
      </p>
    );
  if (!filters || !options.data)
    return (
      <p className="form-hint" role="status">
        {M.loading}
      </p>
    );
  const { sections, types } = options.data.articleCatalogOptions;
  const change = (next: Partial<ArticleFilters>) => setChosen({ ...filters, ...next });

  return (
    <fieldset className="article-search">
      <legend className="visually-hidden">{M.legend}</legend>
      <div className="article-search__filters">
        <fieldset className="article-search__modes">
          <legend className="field__label">{M.searchBy}</legend>
          <div className="segmented">
            {MODES.map(([mode, label]) => (
              <label key={mode} className="segmented__option" data-checked={filters.mode === mode}>
                <input
                  type="radio"
                  className="visually-hidden"
                  name={`${base}-modo`}
                  value={mode}
                  checked={filters.mode === mode}
                  onChange={() => change({ mode })}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={`${base}-tipo`}>
            {M.type}
          </label>
          <select id={`${base}-tipo`} name="tar_codigo" className="select" value={filters.typeId} onChange={(e) => change({ typeId: Number(e.target.value) })}>
            <option value={0}>{M.allTypes}</option>
            {types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${base}-seccion`}>
            {M.section}
          </label>
          <select
            id={`${base}-seccion`}
            name="sec_codigo"
            className="select"
            value={filters.sectionId ?? ''}
            onChange={(e) => change({ sectionId: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">{M.allSections}</option>
            {sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.articleCount})
              </option>
            ))}
          </select>
        </div>
      </div>
      <Autocomplete<ArticleFieldsFragment>
        // A new key per filter set: the search (and what found nothing) starts over.
        key={`${filters.mode}-${filters.typeId}-${filters.sectionId ?? 'todas'}`}
        id={`${base}-texto`}
        name="search"
        label={M.article}
        placeholder={filters.mode === 'CODE' ? M.placeholderCode : M.placeholderName}
        hint={M.hint}
        fetchItems={fetchItems}
        itemLabel={(a) => (filters.mode === 'CODE' ? `${a.code} ${a.name}` : a.name)}
        itemKey={(a) => a.id}
        matchTexts={articleMatchTexts(filters.mode)}
        itemDetail={(a) => articleDetail(a, filters.mode)}
        onSelect={onSelect}
        onNoMatch={onNoMatch}
      />
    </fieldset>
  );
}
