// Rules of the grid's quick state filter: counts per state, toggling in single or multiple mode.

export type QuickFilterMode = 'single' | 'multiple';

/** How many records are in each state, in the states' order. */
export function countByState<R, V>(records: readonly R[], stateOf: (record: R) => V, states: readonly V[]): number[] {
  const counts = new Map<V, number>();
  for (const record of records) {
    const state = stateOf(record);
    counts.set(state, (counts.get(state) ?? 0) + 1);
  }
  return states.map((s) => counts.get(s) ?? 0);
}

/** The selection after clicking `value`: a selected state is cleared; single mode keeps at most one. */
export function toggleState<V>(selected: readonly V[], value: V, mode: QuickFilterMode): V[] {
  if (selected.includes(value)) return selected.filter((v) => v !== value);
  return mode === 'single' ? [value] : [...selected, value];
}

/** The records in one of the selected states; every record when none is selected. */
export function filterByStates<R, V>(records: readonly R[], stateOf: (record: R) => V, selected: readonly V[]): R[] {
  if (selected.length === 0) return [...records];
  return records.filter((r) => selected.includes(stateOf(r)));
}
