import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the web: every `web/src/**/*.graphql` operation becomes a
// TypedDocumentNode in web/src/generated/graphql.ts, used with the hooks of
// `@apollo/client/react`. Run `npm run codegen` after changing the schema or a document;
// never edit the output by hand.
const config: CodegenConfig = {
  overwrite: true,
  schema: './schema.graphql',
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
