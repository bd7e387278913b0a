/**
 * Loads sheetjs-style. Its StyleBuilder assigns undeclared globals (QUOTE when the library
 * starts, style_builder on .xlsx writes), which sloppy CommonJS allows but a bundled ES module
 * (strict) refuses with a ReferenceError; in strict mode such an assignment works once the
 * global property exists, so they are declared before the library runs.
 */
const SLOPPY_GLOBALS = ['QUOTE', 'style_builder'] as const;

export async function loadSheetJs(): Promise<typeof import('sheetjs-style')> {
  const scope = globalThis as Record<string, unknown>;
  for (const name of SLOPPY_GLOBALS) {
    if (!(name in scope)) scope[name] = undefined;
  }
  const module = await import('sheetjs-style');
  // CommonJS interop: the bundler may put the library's exports on default.
  return ((module as unknown as { default?: typeof module }).default ?? module) as typeof module;
}
