import { useQuery } from '@apollo/client/react';
import { PublicFaqsDocument } from '../../generated/graphql';
import { FAQ_GROUPS, HELP_TEXT as T } from './messages';

/** modo 2: the visible FAQs grouped; each answer opens under its question. */
export function FaqsView({ openId }: { openId: number | null }) {
  const { data } = useQuery(PublicFaqsDocument);
  const faqs = data?.publicFaqs ?? [];
  const groups = [...new Set(faqs.map((f) => f.group))];
  return (
    <div className="help-faqs">
      {groups.map((group) => (
        <section key={group} className="help-faqs__group">
          <h2 className="help-faqs__title">{FAQ_GROUPS[group] ?? T.group(group)}</h2>
          {faqs
            .filter((f) => f.group === group)
            .map((f) => (
              <details key={f.id} className="help-faq card" open={f.id === openId} data-faq={f.id}>
                <summary className="help-faq__question">{f.title}</summary>
                <div className="help-faq__answer" dangerouslySetInnerHTML={{ __html: f.answerHtml }} />
              </details>
            ))}
        </section>
      ))}
    </div>
  );
}
