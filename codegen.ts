import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed operations for the web from the committed schema.graphql (npm run codegen). */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTimeISO: 'string', JSON: 'unknown' } },
    },
  },
};

export default config;
