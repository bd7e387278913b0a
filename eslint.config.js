import graphql from '@graphql-eslint/eslint-plugin';

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
];
