import graphql from '@graphql-eslint/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * `npm run lint`: the published GraphQL schema (schema.graphql, generated from the code) read
 * as an integrator reads it. Every type, field, argument, input field and enum value explains
 * itself in Spanish; names follow GraphQL's conventions; no type is defined twice.
 */
export default [
  {
    files: ['schema.graphql'],
    languageOptions: { parser: graphql.parser },
    plugins: { '@graphql-eslint': graphql },
    rules: {
      '@graphql-eslint/require-description': [
        'error',
        { types: true, FieldDefinition: true, InputValueDefinition: true, EnumValueDefinition: true, OperationDefinition: false },
      ],
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: 'PascalCase',
          FieldDefinition: 'camelCase',
          InputValueDefinition: 'camelCase',
          EnumValueDefinition: 'UPPER_CASE',
          allowLeadingUnderscore: false,
        },
      ],
      '@graphql-eslint/unique-type-names': 'error',
      '@graphql-eslint/no-typename-prefix': 'error',
      '@graphql-eslint/strict-id-in-types': 'off',
      '@graphql-eslint/description-style': ['error', { style: 'block' }],
    },
  },
  // The TypeScript of the API and the web app, with type information (typescript-eslint's
  // recommendedTypeChecked): each file is checked against the tsconfig.json nearest to it
  // (api/tsconfig.json, web/tsconfig.json). web/src/generated/ is written by `npm run codegen`.
  // Every rule turned off or down below says why on its line.
  { ignores: ['web/src/generated/**'] },
  ...tseslint.config({
    files: ['api/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // api/src/domain is compiled under both tsconfigs: web's noUncheckedIndexedAccess needs the `!` on indexed reads that api's calls unnecessary, and the code writes them alike everywhere.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // Raw SQL rows (`execute()` returns any) and the legacy /rest bodies (`req.body`) are read field by field on purpose; these five rules fire on each such read (~430 places).
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `String(value)` deliberately coerces the legacy form and /rest values typed unknown.
      '@typescript-eslint/no-base-to-string': 'off',
      // String enums are compared with raw column values and graphql's operation names ('query') on purpose.
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
      // async functions without await implement interfaces that return a Promise (Apollo plugins, file owners, the pub/sub).
      '@typescript-eslint/require-await': 'off',
      // Methods passed as values here are closures that never use `this` (store.get, canRead) or are re-applied with `.apply(this)`.
      '@typescript-eslint/unbound-method': 'off',
      // The code writes `if (c) (a(), b())` and `c ? a() : b()` as statements on purpose.
      '@typescript-eslint/no-unused-expressions': 'off',
      // Caught failures (typed unknown) are stored and rethrown as they came, Error or not.
      '@typescript-eslint/only-throw-error': 'off',
      // Down: React handlers (onSubmit, onClick) are async on purpose and catch inside; promise-returning callbacks passed as arguments are still checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Down: a leading `_` marks a parameter the signature needs (GraphQL @Arg, positional callbacks); `{ a: _a, ...rest }` drops a key.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  }),
  // The two classic hook rules (the web's `eslint-disable react-hooks/...` comments name them); not the React Compiler rules of the plugin's recommended set.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
];
