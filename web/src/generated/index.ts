// GENERATED FILE by graphql-codegen (see codegen.ts) from schema.graphql and the .graphql documents under web/src.
// Do not edit by hand: change the schema or a document and run `npm run codegen`.
/* eslint-disable */
export * from "./gql";