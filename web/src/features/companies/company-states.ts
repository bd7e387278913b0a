import type { CompanyState } from '../../generated/graphql';
import type { CellStyleFn } from '../../widgets/grid/row-paint';

// The state labels and colours of spec 000 §4 as the screen shows them. The API sends each
// company's label and colour; this list is the legend and the filter chips.

export interface StateOption {
  key: string;
  label: string;
  color: string;
  /** The stored state the chip stands for, and whether only LECTURA ones. */
  state: CompanyState;
  readOnly: boolean;
}

export const STATE_OPTIONS: readonly StateOption[] = [
  { key: 'ACTIVO', label: 'ACTIVO', color: 'limegreen', state: 'ACTIVE', readOnly: false },
  { key: 'LECTURA', label: 'LECTURA', color: 'cornflowerblue', state: 'ACTIVE', readOnly: true },
  { key: 'BLOQUEADO', label: 'BLOQUEADO', color: 'crimson', state: 'BLOCKED', readOnly: false },
  { key: 'DEMO', label: 'DEMO', color: 'gold', state: 'DEMO', readOnly: false },
  { key: 'INACTIVO', label: 'INACTIVO', color: 'gray', state: 'INACTIVE', readOnly: false },
];

/** States a bulk change can set (LECTURA is a flag of the location, not a state). */
export const BULK_STATES = STATE_OPTIONS.filter((s) => !s.readOnly);

const LIGHT = new Set(['limegreen', 'gold']);

/** Text colour readable on the state's colour. */
export function badgeText(color: string): string {
  return LIGHT.has(color) ? '#1a1a1a' : '#ffffff';
}

export const STATE_COLOR_BY_LABEL: Record<string, string> = Object.fromEntries(STATE_OPTIONS.map((s) => [s.label, s.color]));

/**
 * The grid's state column ('estado', holding the label) as a tag in the state's colour: the row's
 * estado_color when the API sent one, else the label's. Module-level: stable for the grid's paint cache.
 */
export const stateCellStyle: CellStyleFn = (row, columnId) => {
  if (columnId !== 'estado') return undefined;
  const colour = (row.estado_color as string | undefined) || STATE_COLOR_BY_LABEL[String(row.estado ?? '')];
  return colour ? { background: colour, color: badgeText(colour), badge: true } : undefined;
};
