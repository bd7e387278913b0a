import type { ContractPaymentsQuery } from '../../generated/graphql';
import { PAYMENTS_TEXT as T } from './messages';
import '../../widgets/forms/pickers.css';

type Counts = ContractPaymentsQuery['contractPayments']['counts'];

/**
 * The quick payment-state filters with the server's counts (over the search, before the quick
 * filter): one at a time, pressing the pressed one clears it.
 */
export function StateChips({ counts, selected, onChange }: { counts: Counts; selected: string | null; onChange: (state: string | null) => void }) {
  return (
    <div role="group" aria-label={T.list.quick} className="chip-row payments-chips">
      {counts.map((c) => (
        <button
          key={c.state}
          type="button"
          className="chip payments-chip"
          style={{ ['--chip-color' as string]: c.color }}
          aria-pressed={selected === c.state}
          title={T.list.quickCount(c.count)}
          onClick={() => onChange(selected === c.state ? null : c.state)}
        >
          <span className="payments-chip__dot" aria-hidden="true" />
          {c.label} <span className="chip__count">{c.count}</span>
        </button>
      ))}
    </div>
  );
}
