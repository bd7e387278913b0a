/**
 * Input errors name the GraphQL argument path in `extensions.field` (`input.taxpayer.province`)
 * and, where the REST adapter needs it, the legacy column path in `extensions.legacyField`
 * (`infoadc.provcod`). Services keep throwing `AppError.input(<legacy or plain field>, …)`;
 * each input class registers how its legacy names map to its GraphQL fields, and the root
 * wrapper rewrites the error for GraphQL (see errors.ts / input-guard.ts).
 */
const maps = new Map<string, Record<string, string>>();

/** `legacyFields(CompanySaveInput, { 'infoadc.provcod': 'taxpayer.province' })` */
export function legacyFields(input: { name: string } | string, map: Record<string, string>): void {
  const name = typeof input === 'string' ? input : input.name;
  maps.set(name, { ...(maps.get(name) ?? {}), ...map });
}

/** The GraphQL field (relative to the input object) for a legacy field of that input type. */
export function graphqlFieldOf(inputTypeName: string, legacy: string): string | undefined {
  return maps.get(inputTypeName)?.[legacy];
}
