import { useEffect, useState } from 'react';
import { BUSINESS_LINES } from '@domain/business-lines';
import type { HelpAdminQuery } from '../../generated/graphql';
import { ADMIN_TEXT as A } from './messages';

type Topic = HelpAdminQuery['helpTopics'][number];
export interface TopicDraft {
  id: number | null;
  title: string;
  subtitle: string;
  icon: string;
  parentId: number | null;
  businessLines: number[];
}

export const emptyTopic = (parentId: number | null = null): TopicDraft => ({ id: null, title: '', subtitle: '', icon: '', parentId, businessLines: [] });

/** Tab 1's form: a topic or sub-topic with its icon, subtitle, parent and business lines. */
export function TopicForm({ topics, draft, onSave, onDelete }: { topics: Topic[]; draft: TopicDraft; onSave: (d: TopicDraft) => void; onDelete: () => void }) {
  const [value, setValue] = useState(draft);
  useEffect(() => setValue(draft), [draft]);
  const set = <K extends keyof TopicDraft>(key: K, v: TopicDraft[K]) => setValue((d) => ({ ...d, [key]: v }));
  return (
    <form
      className="help-admin__form card"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(value);
      }}
    >
      <label className="help-field">
        <span className="help-field__label">{A.topicTitle}</span>
        <input name="hte_descrip" required maxLength={150} value={value.title} onChange={(e) => set('title', e.target.value)} />
      </label>
      <label className="help-field">
        <span className="help-field__label">{A.subtitle}</span>
        <input name="hte_subtitle" maxLength={300} value={value.subtitle} onChange={(e) => set('subtitle', e.target.value)} />
      </label>
      <label className="help-field">
        <span className="help-field__label">{A.icon}</span>
        <input name="hte_ico" maxLength={60} value={value.icon} onChange={(e) => set('icon', e.target.value)} />
      </label>
      <label className="help-field">
        <span className="help-field__label">{A.parent}</span>
        <select name="hte_parent" value={value.parentId ?? ''} onChange={(e) => set('parentId', e.target.value ? Number(e.target.value) : null)}>
          <option value="">{A.noParent}</option>
          {topics
            .filter((t) => t.id !== value.id)
            .map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
        </select>
      </label>
      <label className="help-field">
        <span className="help-field__label">{A.lines}</span>
        <select
          name="tac_cods"
          multiple
          size={5}
          value={value.businessLines.map(String)}
          onChange={(e) =>
            set(
              'businessLines',
              [...e.target.selectedOptions].map((o) => Number(o.value)),
            )
          }
        >
          {BUSINESS_LINES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <div className="help-admin__buttons">
        <button type="submit" className="btn btn--primary">
          {A.save}
        </button>
        {value.id && (
          <button type="button" className="btn btn--warning" onClick={onDelete}>
            {A.delete}
          </button>
        )}
      </div>
    </form>
  );
}
