// GENERATED FILE by graphql-codegen (see codegen.ts) from schema.graphql and the .graphql documents under web/src.
// Do not edit by hand: change the schema or a document and run `npm run codegen`.
/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "subscription SystemMessages {\n  systemMessages {\n    id\n    text\n    author\n    at\n  }\n}": typeof types.SystemMessagesDocument,
    "fragment CurrentUserFields on CurrentUser {\n  id\n  login\n  name\n  email\n  hierarchy\n  isSupport\n  profileName\n  homeUri\n  menus {\n    id\n    title\n    url\n    order\n    parentId\n    resource\n    icon\n  }\n  permissions {\n    resource\n    view\n    create\n    edit\n    delete\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    uri\n    user {\n      ...CurrentUserFields\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": typeof types.CurrentUserFieldsFragmentDoc,
    "fragment ReferenteFields on Referente {\n  id\n  idNumber\n  idType\n  name\n  surname\n  fullName\n  address\n  phone\n  email\n  mobile\n  userNumber\n}\n\nquery ReferenteLookup($companyId: Int!, $mode: ReferenteSearchMode!, $search: String!, $documentType: Int) {\n  referenteLookup(\n    companyId: $companyId\n    mode: $mode\n    search: $search\n    documentType: $documentType\n  ) {\n    estado\n    ref {\n      ...ReferenteFields\n    }\n  }\n}\n\nquery ReferenteSearch($companyId: Int!, $text: String!, $limit: Int) {\n  referenteSearch(companyId: $companyId, text: $text, limit: $limit) {\n    ...ReferenteFields\n  }\n}": typeof types.ReferenteFieldsFragmentDoc,
};
const documents: Documents = {
    "subscription SystemMessages {\n  systemMessages {\n    id\n    text\n    author\n    at\n  }\n}": types.SystemMessagesDocument,
    "fragment CurrentUserFields on CurrentUser {\n  id\n  login\n  name\n  email\n  hierarchy\n  isSupport\n  profileName\n  homeUri\n  menus {\n    id\n    title\n    url\n    order\n    parentId\n    resource\n    icon\n  }\n  permissions {\n    resource\n    view\n    create\n    edit\n    delete\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    uri\n    user {\n      ...CurrentUserFields\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": types.CurrentUserFieldsFragmentDoc,
    "fragment ReferenteFields on Referente {\n  id\n  idNumber\n  idType\n  name\n  surname\n  fullName\n  address\n  phone\n  email\n  mobile\n  userNumber\n}\n\nquery ReferenteLookup($companyId: Int!, $mode: ReferenteSearchMode!, $search: String!, $documentType: Int) {\n  referenteLookup(\n    companyId: $companyId\n    mode: $mode\n    search: $search\n    documentType: $documentType\n  ) {\n    estado\n    ref {\n      ...ReferenteFields\n    }\n  }\n}\n\nquery ReferenteSearch($companyId: Int!, $text: String!, $limit: Int) {\n  referenteSearch(companyId: $companyId, text: $text, limit: $limit) {\n    ...ReferenteFields\n  }\n}": types.ReferenteFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SystemMessages {\n  systemMessages {\n    id\n    text\n    author\n    at\n  }\n}"): (typeof documents)["subscription SystemMessages {\n  systemMessages {\n    id\n    text\n    author\n    at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CurrentUserFields on CurrentUser {\n  id\n  login\n  name\n  email\n  hierarchy\n  isSupport\n  profileName\n  homeUri\n  menus {\n    id\n    title\n    url\n    order\n    parentId\n    resource\n    icon\n  }\n  permissions {\n    resource\n    view\n    create\n    edit\n    delete\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    uri\n    user {\n      ...CurrentUserFields\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"): (typeof documents)["fragment CurrentUserFields on CurrentUser {\n  id\n  login\n  name\n  email\n  hierarchy\n  isSupport\n  profileName\n  homeUri\n  menus {\n    id\n    title\n    url\n    order\n    parentId\n    resource\n    icon\n  }\n  permissions {\n    resource\n    view\n    create\n    edit\n    delete\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    uri\n    user {\n      ...CurrentUserFields\n    }\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReferenteFields on Referente {\n  id\n  idNumber\n  idType\n  name\n  surname\n  fullName\n  address\n  phone\n  email\n  mobile\n  userNumber\n}\n\nquery ReferenteLookup($companyId: Int!, $mode: ReferenteSearchMode!, $search: String!, $documentType: Int) {\n  referenteLookup(\n    companyId: $companyId\n    mode: $mode\n    search: $search\n    documentType: $documentType\n  ) {\n    estado\n    ref {\n      ...ReferenteFields\n    }\n  }\n}\n\nquery ReferenteSearch($companyId: Int!, $text: String!, $limit: Int) {\n  referenteSearch(companyId: $companyId, text: $text, limit: $limit) {\n    ...ReferenteFields\n  }\n}"): (typeof documents)["fragment ReferenteFields on Referente {\n  id\n  idNumber\n  idType\n  name\n  surname\n  fullName\n  address\n  phone\n  email\n  mobile\n  userNumber\n}\n\nquery ReferenteLookup($companyId: Int!, $mode: ReferenteSearchMode!, $search: String!, $documentType: Int) {\n  referenteLookup(\n    companyId: $companyId\n    mode: $mode\n    search: $search\n    documentType: $documentType\n  ) {\n    estado\n    ref {\n      ...ReferenteFields\n    }\n  }\n}\n\nquery ReferenteSearch($companyId: Int!, $text: String!, $limit: Int) {\n  referenteSearch(companyId: $companyId, text: $text, limit: $limit) {\n    ...ReferenteFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;