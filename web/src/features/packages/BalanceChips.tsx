import type { ConnectionPackagesQuery } from '../../generated/graphql';
import { PACKAGE_TEXT as T } from './messages';

type Counts = ConnectionPackagesQuery['connectionPackages']['balanceCounts'];

/**
 * The quick balance filters with their spec colours and counts: one at a time, pressing the
 * pressed one clears it; not usable while searching by RUC.
 */
export function BalanceChips({ counts, selected, disabled, onChange }: { counts: Counts; selected: string | null; disabled: boolean; onChange: (key: string | null) => void }) {
  return (
    <div role="group" aria-label={T.list.quick} className="chip-row package-chips" title={disabled ? T.list.quickDisabled : undefined}>
      {counts.map((c) => (
        <button
          key={c.key}
          type="button"
          className="chip package-chip"
          style={{ ['--chip-color' as string]: c.color }}
          aria-pressed={selected === c.key}
          disabled={disabled}
          onClick={() => onChange(selected === c.key ? null : c.key)}
        >
          <span className="package-chip__dot" aria-hidden="true" />
          {c.label} <span className="chip__count">{c.count}</span>
        </button>
      ))}
      {disabled && <span className="form-hint">{T.list.quickDisabled}</span>}
    </div>
  );
}
