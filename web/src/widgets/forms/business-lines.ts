// Business-line selection rules: the spec's preset groups and the exclusive 'No asignar' (-1).
import { BUSINESS_LINES } from '@domain/business-lines';
import { BUSINESS_LINE_PRESET_LABELS as L } from './messages';

/** tac_codigo meaning "no business line"; it cannot be combined with another line. */
export const NO_ASSIGN_CODE = -1;
export const NO_ASSIGN_LABEL = L.noAssign;

const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Spec 002 §9 business-line presets. */
export const BUSINESS_LINE_PRESETS: ReadonlyArray<{ readonly key: string; readonly label: string; readonly codes: readonly number[] }> = [
  { key: 'inventory', label: L.inventory, codes: [1, 5, 7, 8, 9, 10, 11, 12, 13, 14, 17, 19] },
  { key: 'accounting', label: L.accounting, codes: [...span(1, 9), ...span(12, 17), 19, 21, 22] },
  { key: 'education', label: L.education, codes: [6, 16] },
  { key: 'restaurants', label: L.restaurants, codes: [14, 20, 23] },
  { key: 'hotels', label: L.hotels, codes: [8, 18, 19] },
];

const byCode = (a: number, b: number) => a - b;

/** The selection after ticking or unticking `code`; 'No asignar' replaces every line and any line replaces it. */
export function toggleBusinessLine(selected: readonly number[], code: number): number[] {
  if (code === NO_ASSIGN_CODE) return selected.includes(NO_ASSIGN_CODE) ? [] : [NO_ASSIGN_CODE];
  const lines = selected.filter((c) => c !== NO_ASSIGN_CODE);
  return lines.includes(code) ? lines.filter((c) => c !== code) : [...lines, code].sort(byCode);
}

/** The comma list stored in tac_cods ('6,16'). */
export function toTacCods(codes: readonly number[]): string {
  return codes.join(',');
}

/** Every business line's code. */
export function allBusinessLineCodes(): number[] {
  return BUSINESS_LINES.map(([code]) => code);
}

/** True when both selections hold the same codes. */
export function sameCodes(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = [...b].sort(byCode);
  return [...a].sort(byCode).every((c, i) => c === sorted[i]);
}

// Accents and case do not matter: 'hoteleria' finds 'Hotelería'.
function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Business lines whose name contains the text, or whose code equals it. */
export function searchBusinessLines(text: string): ReadonlyArray<readonly [number, string]> {
  const query = fold(text.trim());
  if (query === '') return BUSINESS_LINES;
  return BUSINESS_LINES.filter(([code, name]) => fold(name).includes(query) || String(code) === query);
}
