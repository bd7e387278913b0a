/** OWASP CSV-injection guidance: text starting with these makes a spreadsheet read a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet could take for a formula gets a leading apostrophe; numbers never pass here. */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
