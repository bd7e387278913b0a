/**
 * The only root fields a signed-out caller may use. Everything else needs a session; a test
 * walks the schema and proves it.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'Query.me',
  'Query.validateIdentity',
  'Mutation.login',
  // Public parcel tracking (/encomiendas)
  'Query.parcelCooperatives',
  'Query.parcelByGuide',
  'Query.parcelsByIdNumber',
]);
