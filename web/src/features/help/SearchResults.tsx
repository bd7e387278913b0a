import type { HelpSearchQuery } from '../../generated/graphql';
import { HELP_TEXT as T } from './messages';

type Hit = HelpSearchQuery['helpSearch']['hits'][number];

/** Search hits with the matched words highlighted (the server escapes the text and adds <mark>). */
export function SearchResults({ result, onOpen }: { result: HelpSearchQuery['helpSearch']; onOpen: (hit: Hit) => void }) {
  if (result.warning) {
    return (
      <p className="help-search__warning" role="alert">
        {result.warning}
      </p>
    );
  }
  return (
    <div className="help-search__results">
      <p className="help-search__count">{T.results(result.totalCount)}</p>
      <ul className="help-search__list">
        {result.hits.map((hit) => (
          <li key={`${hit.kind}-${hit.id}`}>
            <button type="button" className="help-hit" onClick={() => onOpen(hit)}>
              <span className="help-hit__kind">{T.kind[hit.kind]}</span>
              <span className="help-hit__title" dangerouslySetInnerHTML={{ __html: hit.titleHighlighted }} />
              {hit.snippetHighlighted && <span className="help-hit__snippet" dangerouslySetInnerHTML={{ __html: hit.snippetHighlighted }} />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
