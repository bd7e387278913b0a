/**
 * The only root fields a signed-out caller may use. Everything else needs a session; a test
 * walks the schema and proves it.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'Query.me',
  'Query.validateIdentity',
  'Mutation.login',
  // The public help centre (spec 001 §6: /home and /admin need no sign-in).
  'Query.helpTopics',
  'Query.helpDocuments',
  'Query.helpDocumentPdf',
  'Query.helpSearch',
  'Query.supportInfo',
  'Query.publicFaqs',
  'Query.publicTutorials',
  'Query.tutorial',
  'Query.banners',
  // Public parcel tracking (/encomiendas)
  'Query.parcelCooperatives',
  'Query.parcelByGuide',
  'Query.parcelsByIdNumber',
  // Invoice API (/api): authenticated by the company's API token inside the service, not by a session
  'Query.paymentMethods',
  'Mutation.submitInvoice',
  'Mutation.submitCreditNote',
]);
