/**
 * Page geometry of the printed report, in points. Spec: PDF margins 40 left, 40 right,
 * 50 top, font size 8, line spacing 10; the bottom margin is ours (room for page numbers).
 */
export const PAGE_MARGINS = { left: 40, right: 40, top: 50, bottom: 40 } as const;
export const FONT_SIZE = 8;
export const LINE_SPACING = 10;
export const TITLE_FONT_SIZE = 12;
/** Extra left padding per nesting level of a group line. */
export const GROUP_INDENT = 10;

/** Light grey of group lines and the header, dark grey of rules. */
export const GROUP_FILL: [number, number, number] = [236, 240, 244];
export const HEADER_FILL: [number, number, number] = [221, 227, 234];
export const RULE_COLOR: [number, number, number] = [120, 130, 140];
export const TEXT_COLOR: [number, number, number] = [30, 30, 30];
/** A4 in points, as jsPDF sizes it. */
export const A4 = { short: 595.28, long: 841.89 } as const;
