import { countByState, toggleState, type QuickFilterMode } from './quick-filter';
import { QUICK_FILTER_LABELS } from './messages';
import './pickers.css';

export interface QuickStateOption<V> {
  value: V;
  label: string;
}

export interface QuickStateFilterProps<R, V> {
  states: readonly QuickStateOption<V>[];
  /** The records the counts are taken from (the whole list, not the filtered one). */
  records: readonly R[];
  stateOf: (record: R) => V;
  mode: QuickFilterMode;
  selected: readonly V[];
  onChange: (selected: V[]) => void;
  label?: string;
}

/** A row of state chips with their record counts; pressing a pressed chip clears it. */
export function QuickStateFilter<R, V extends string | number>({
  states,
  records,
  stateOf,
  mode,
  selected,
  onChange,
  label = QUICK_FILTER_LABELS.group,
}: QuickStateFilterProps<R, V>) {
  const counts = countByState(
    records,
    stateOf,
    states.map((s) => s.value),
  );
  return (
    <div role="group" aria-label={label} className="chip-row quick-filter">
      {states.map((state, i) => {
        const count = counts[i] ?? 0;
        return (
          <button
            key={String(state.value)}
            type="button"
            className="chip"
            aria-pressed={selected.includes(state.value)}
            title={QUICK_FILTER_LABELS.records(count)}
            onClick={() => onChange(toggleState(selected, state.value, mode))}
          >
            {/* The space keeps label and count apart in the button's accessible name ('Pendiente 2'). */}
            {state.label} <span className="chip__count">{count}</span>
          </button>
        );
      })}
    </div>
  );
}
