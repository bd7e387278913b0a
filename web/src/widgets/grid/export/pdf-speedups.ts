import type { jsPDF } from 'jspdf';

/**
 * Per-document shortcuts found by profiling buildPdf on 10,000 lines (tests/bench/grid.bench.ts): in
 * Chromium 2.8-3.6 s without them, 1.4-2.0 s with them, on a busy machine. They change this
 * document's methods only, never jsPDF's.
 * - jsPDF runs every text it draws or measures through its Arabic shaping (about 0.5 s here).
 *   These reports are Spanish in the standard Helvetica font, which has no Arabic glyphs.
 * - autotable measures every cell several times (width, ellipsis, right alignment); cells
 *   repeat a lot (clients, provinces, sellers), so widths are remembered per font and text.
 * - autotable asks for the font list on every style change of every cell and jsPDF rebuilds
 *   it each time, though this document never adds a font.
 * - autotable sets and reads the font before every measurement and every cell; jsPDF resolves
 *   the font by name each time. Only setFont changes the active font, so the current one is
 *   remembered there and a repeated setFont is skipped.
 * - autotable sets fill, stroke and text colours and the line width before every cell, and jsPDF
 *   writes each into the page (three operators per cell, 330,000 for 10,000 lines) or encodes
 *   it again; a setting equal to the current one is skipped (see skipRepeatedSettings).
 */
export function speedUpDocument(doc: jsPDF): void {
  const arabicShaping = doc.processArabic;
  const preProcessors = doc.internal.events.getTopics().preProcessText ?? {};
  for (const [token, [callback]] of Object.entries(preProcessors)) {
    if (callback === arabicShaping) doc.internal.events.unsubscribe(token);
  }

  const fonts = doc.getFontList();
  doc.getFontList = () => fonts;

  const setFont = doc.setFont.bind(doc);
  const internal = doc.internal as unknown as { getFont: (...args: unknown[]) => unknown };
  const getFont = internal.getFont.bind(internal);
  let last: [string, string | undefined, string | number | undefined] | null = null;
  let font = getFont();
  doc.setFont = (name: string, style?: string, weight?: string | number) => {
    if (!last || last[0] !== name || last[1] !== style || last[2] !== weight) {
      setFont(name, style, weight);
      last = [name, style, weight];
      font = getFont();
    }
    return doc;
  };
  internal.getFont = (...args: unknown[]) => (args.length > 0 ? getFont(...args) : font);

  const measure = doc.getStringUnitWidth.bind(doc);
  const widthsByFont = new Map<unknown, Map<string, number>>();
  doc.getStringUnitWidth = (text: string, options?: unknown): number => {
    if (options) return measure(text, options);
    let widths = widthsByFont.get(font);
    if (!widths) widthsByFont.set(font, (widths = new Map()));
    let width = widths.get(text);
    if (width === undefined) {
      // Char widths summed directly: the figure jsPDF gives, minus its Arabic pass.
      width = (doc.getCharWidthsArray(text) as number[]).reduce((sum, w) => sum + w, 0);
      widths.set(text, width);
    }
    return width;
  };
}

type Setting = 'setFillColor' | 'setDrawColor' | 'setTextColor' | 'setLineWidth';
type AnySetter = (...args: unknown[]) => jsPDF;

/**
 * Skips a colour or line-width call that repeats the current setting. A new page starts without
 * the previous page's fill colour, so the remembered settings are forgotten on every new page.
 */
export function skipRepeatedSettings(doc: jsPDF): void {
  const setters = doc as unknown as Record<Setting, AnySetter>;
  const remembered = new Map<Setting, unknown[]>();
  const getFillColor = doc.getFillColor.bind(doc);
  let fill = getFillColor();
  for (const name of ['setFillColor', 'setDrawColor', 'setTextColor', 'setLineWidth'] as const) {
    const original = setters[name].bind(doc);
    setters[name] = (...args: unknown[]) => {
      const last = remembered.get(name);
      if (last && last.length === args.length && last.every((value, i) => value === args[i])) return doc;
      remembered.set(name, args);
      original(...args);
      if (name === 'setFillColor') fill = getFillColor();
      return doc;
    };
  }
  // autotable re-applies the current fill colour before every cell: answer from memory.
  doc.getFillColor = () => fill;
  doc.internal.events.subscribe('addPage', () => remembered.clear());
}
