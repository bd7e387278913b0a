const fold = (text: string) => text.toLocaleLowerCase('es');

/** True when `text` starts with `prefix`, ignoring case ('ñ' and 'Ñ', 'á' and 'Á' are the same). */
export function startsWithIgnoringCase(text: string, prefix: string): boolean {
  return fold(text).startsWith(fold(prefix));
}

/** The items with at least one of their texts starting with the prefix (case-insensitive). */
export function filterByPrefix<T>(items: readonly T[], prefix: string, textsOf: (item: T) => readonly string[]): T[] {
  return items.filter((item) => textsOf(item).some((text) => startsWithIgnoringCase(text, prefix)));
}
