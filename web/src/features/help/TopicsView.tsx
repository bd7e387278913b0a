import { useQuery } from '@apollo/client/react';
import { HelpDocumentsDocument, type HelpCentreQuery } from '../../generated/graphql';
import { DocumentViewer } from './DocumentViewer';
import { HELP_TEXT as T } from './messages';

type Topic = HelpCentreQuery['helpTopics'][number];

interface Props {
  topics: Topic[];
  selected: number | null;
  onSelect: (subtopicId: number) => void;
}

/** modo 1: the topics tree (parents and their sub-topics) beside the chosen sub-topic's documents. */
export function TopicsView({ topics, selected, onSelect }: Props) {
  const { data } = useQuery(HelpDocumentsDocument, { variables: { topicId: selected ?? 0 }, skip: !selected });
  const subtopic = topics.flatMap((t) => t.subtopics).find((s) => s.id === selected);
  return (
    <div className="help-topics">
      <nav className="help-topics__tree" aria-label={T.tabs.topics}>
        {topics.map((topic) => (
          <section key={topic.id} className="help-topic">
            <h2 className="help-topic__title">{topic.title}</h2>
            {topic.subtitle && <p className="help-topic__subtitle">{topic.subtitle}</p>}
            <ul className="help-topic__subs">
              {topic.subtopics.map((sub) => (
                <li key={sub.id}>
                  <button
                    type="button"
                    className={`help-sub${sub.id === selected ? ' help-sub--active' : ''}`}
                    aria-current={sub.id === selected}
                    onClick={() => onSelect(sub.id)}
                  >
                    <span className="help-sub__icon" aria-hidden="true">
                      {(sub.icon ?? sub.title).slice(0, 1).toUpperCase()}
                    </span>
                    <span>
                      <span className="help-sub__title">{sub.title}</span>
                      {sub.subtitle && <span className="help-sub__subtitle">{sub.subtitle}</span>}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className="help-topics__docs" aria-live="polite">
        {!subtopic ? (
          <p className="help-empty">{T.chooseSubtopic}</p>
        ) : (
          <>
            <h2 className="help-docs__title">{subtopic.title}</h2>
            {data && !data.helpDocuments.length && <p className="help-empty">{T.noDocuments}</p>}
            {data?.helpDocuments.map((doc) => (
              <DocumentViewer key={doc.id} doc={doc} />
            ))}
          </>
        )}
      </div>
    </div>
  );
}
