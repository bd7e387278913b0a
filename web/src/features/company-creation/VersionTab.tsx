import { useState } from 'react';
import type { ProductVersionsQuery } from '../../generated/graphql';
import { creationMessages as m } from './messages';

type Version = ProductVersionsQuery['productVersions'][number];

interface Props {
  versions: readonly Version[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onForm: () => void;
  onSheet: () => void;
}

/** Tab 1: the product versions as a radio group of cards (arrows move, Space/Enter picks). */
export function VersionTab({ versions, selectedId, onSelect, onForm, onSheet }: Props) {
  // The choice lives in the URL, which updates a moment later: the radio shows it at once.
  const [picked, setPicked] = useState<{ id: number; over: number | null } | null>(null);
  const current = picked && picked.over === selectedId ? picked.id : selectedId;
  return (
    <section aria-label={m.tabVersion}>
      <div className="cc-versions" role="radiogroup" aria-label={m.versionsLabel}>
        {versions.map((v, i) => {
          const checked = v.id === current;
          return (
            <label key={v.id} className={checked ? 'cc-version card cc-version--selected' : 'cc-version card'}>
              <input
                type="radio"
                name="version"
                value={v.id}
                checked={checked}
                onChange={() => {
                  setPicked({ id: v.id, over: selectedId });
                  onSelect(v.id);
                }}
                autoFocus={checked || (current === null && i === 0)}
              />
              <span className="cc-version__name">{v.name}</span>
              {v.description && <span className="cc-version__description">{v.description}</span>}
              <span className="cc-version__meta">
                {m.accessType(v.accessType)} · {m.template} {v.template}
              </span>
              <span className="cc-version__limits">{v.maxLengths.map((l) => `${l.field} ${l.length}`).join(' · ')}</span>
            </label>
          );
        })}
      </div>
      <div className="cc-actions">
        <button type="button" className="btn btn--primary" disabled={selectedId === null} onClick={onForm}>
          {m.useForm}
        </button>
        <button type="button" className="btn btn--secondary" disabled={selectedId === null} onClick={onSheet}>
          {m.useSheet}
        </button>
      </div>
    </section>
  );
}
