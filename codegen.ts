import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the web: every `web/src/**/*.graphql` operation becomes a
// TypedDocumentNode in web/src/generated/graphql.ts, used with the hooks of
// `@apollo/client/react`. Run `npm run codegen` after changing the schema or a document;
// never edit the output by hand.
//
// The schema comes from the committed schema.graphql. To generate from a running server
// instead (as an integrator does), give its URL and a credential: the session cookie of a
// signed-in user, or an API token once the invoice API issues them (docs/graphql.md):
//
//   CODEGEN_SCHEMA_URL=http://127.0.0.1:4000/graphql CODEGEN_COOKIE='bo_sesion=…' npm run codegen
//   CODEGEN_SCHEMA_URL=https://api.example/graphql CODEGEN_AUTHORIZATION='Bearer …' npm run codegen
//
// The server answers the standard introspection query to signed-in callers only.
const url = process.env.CODEGEN_SCHEMA_URL?.trim();
const headers: Record<string, string> = {};
if (process.env.CODEGEN_COOKIE) headers.cookie = process.env.CODEGEN_COOKIE;
if (process.env.CODEGEN_AUTHORIZATION) headers.authorization = process.env.CODEGEN_AUTHORIZATION;

const config: CodegenConfig = {
  overwrite: true,
  schema: url ? [{ [url]: { headers } }] : './schema.graphql',
  documents: ['web/src/**/*.graphql'],
  generates: {
    'web/src/generated/': {
      preset: 'client',
      presetConfig: {
        // Plain object types: the screens read fragments directly, no useFragment unmasking.
        fragmentMasking: false,
      },
      config: {
        nonOptionalTypename: true,
        useTypeImports: true,
        enumsAsTypes: true,
        // Timestamps, exact money ("1234.50"), dates ('AAAA-MM-DD') and e-mail travel as text.
        scalars: { DateTimeISO: 'string', Money: 'string', LocalDate: 'string', EmailAddress: 'string' },
        defaultScalarType: 'unknown',
      },
    },
  },
  hooks: {
    // The preset only writes '/* eslint-disable */'; mark every output file as generated.
    afterOneFileWrite: ['node web/scripts/mark-generated.mjs'],
  },
};

export default config;
