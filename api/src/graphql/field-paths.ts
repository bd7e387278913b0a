/**
 * Input errors name the GraphQL argument path in `extensions.field` (`input.taxpayer.province`)
 * and, where the REST adapter needs it, the legacy column path in `extensions.legacyField`
 * (`infoadc.provcod`). Services keep throwing `AppError.input(<legacy or plain field>, …)`;
 * each input class registers how its legacy names map to its GraphQL fields, and the root
 * wrapper rewrites the error for GraphQL (input-errors.ts, applied by input-guard.ts).
 *
 * Two kinds of keys:
 * - an input type: `legacyFields(CompanySaveInput, { 'infoadc.provcod': 'taxpayer.province' })`,
 *   values relative to the input object (the wrapper prefixes the argument: `input.taxpayer.province`);
 * - a root field coordinate, for arguments that are not input objects:
 *   `legacyFields('Query.validateIdentity', { cedruc: 'number' })`, values are whole argument paths.
 * A plain GraphQL input field name (`note`) needs no entry: it is prefixed with its argument.
 */
const maps = new Map<string, Record<string, string>>();

export function legacyFields(input: { name: string } | string, map: Record<string, string>): void {
  const name = typeof input === 'string' ? input : input.name;
  maps.set(name, { ...(maps.get(name) ?? {}), ...map });
}

/** The GraphQL field for a legacy field of an input type (relative) or of a root field coordinate (whole path). */
export function graphqlFieldOf(inputTypeName: string, legacy: string): string | undefined {
  return maps.get(inputTypeName)?.[legacy];
}
