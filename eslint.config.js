// ESLint for the workspaces, one block each: `npm run lint` (run first by `npm test`).
// Type-aware rules read each workspace's own tsconfig through the project service; each workspace
// adds its own rules and walls in a block below.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import path from 'node:path';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const web = (...parts) => path.join('web/src', ...parts);

/**
 * The walls of the web (docs: ../shared/design/architecture.md), as zones of files that may not
 * import from others: domain / ui / lib / styles <- map <- features <- app. A feature reaches no
 * other feature; the app composes features through their public files, never their internal/.
 */
function webBoundaries() {
  const features = fs
    .readdirSync(path.join(root, web('features')), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const base = ['ui', 'lib', 'styles'].map((layer) => ({
    target: web(layer),
    from: [web('map'), web('features'), web('app')],
    message: `${layer}/ is below map/, features/ and app/: it imports none of them.`,
  }));
  return [
    ...base,
    { target: web('map'), from: [web('features'), web('app')], message: 'map/ is below features/ and app/: it imports neither.' },
    { target: web('features'), from: web('app'), message: 'Features do not import the app: the app composes them.' },
    ...features.map((name) => ({
      target: web('features', name),
      from: web('features'),
      except: [`./${name}`],
      message: 'A feature does not reach into another: move what they share to ui/ or lib/, or let app/ compose them.',
    })),
    {
      target: web('app'),
      from: `${web('features')}/*/internal/**`,
      message: "A feature's internal/ is its own: the app imports the feature's public files.",
    },
    // The one piece of the server the browser shares is its domain module (@domain).
    { target: 'web/src', from: 'graphql-api/src', except: ['./domain'], message: 'The web imports only the shared domain module (@domain) of graphql-api.' },
  ];
}

const api = (...parts) => path.join('graphql-api/src', ...parts);
const API_TOP = ['app.ts', 'server.ts', 'main.ts'].map((file) => api(file));

/**
 * The walls of the server: domain <- lib, config <- db <- modules <- orm <- transports (graphql,
 * rest, http) <- app, server, main. Tests compose whole apps and are outside the walls.
 */
function apiBoundaries() {
  const above = (...layers) => [...layers.map((layer) => api(layer)), ...API_TOP];
  const transports = ['graphql', 'rest', 'http', 'cluster', 'reliability', 'tools'];
  return [
    {
      target: api('domain'),
      from: api(),
      except: ['./domain'],
      message: 'domain/ is pure rules shared with the browser: it imports nothing else of the server.',
    },
    ...['lib', 'config'].map((layer) => ({
      target: api(layer),
      from: above('db', 'modules', 'orm', ...transports),
      message: `${layer}/ is below db/, modules/ and the transports: it imports none of them.`,
    })),
    { target: api('db'), from: above('modules', 'orm', ...transports), message: 'db/ is infrastructure the modules use: it imports no module, no transport.' },
    {
      target: api('modules'),
      from: above('orm', ...transports),
      message: 'A module owns its entity, service, resolver and routes; it imports no transport plumbing (graphql/, rest/, http/) and not the app.',
    },
    { target: api('orm'), from: above(...transports), message: 'orm/ composes the entities; it imports no transport.' },
    ...moduleTiers(),
    { target: api('graphql'), from: above('rest'), message: 'The GraphQL transport does not import the REST one.' },
    { target: api('rest'), from: above('graphql'), message: 'The REST transport does not import the GraphQL one.' },
    { target: api('http'), from: above('graphql', 'rest'), message: 'http/ is the plumbing both transports share: it imports neither.' },
  ];
}

/**
 * The server's feature modules in tiers, lowest first: a module imports only modules of lower tiers,
 * so no two module folders import each other. Where a lower module needs a higher one's work (the
 * newsletter subscription a proven sign-up asked for), app.ts hands it in as a function.
 */
const MODULE_TIERS = [
  ['graph', 'mail', 'rate-limit'],
  ['shared', 'taxonomy', 'users'],
  ['auth', 'map-feed'],
  ['contacts', 'media', 'moderation'],
  ['events'],
  ['import-export', 'link-feedback', 'newsletter', 'relationships', 'stories', 'synthetic'],
  ['link-previews', 'suggestions'],
  ['seed'],
];

function moduleTiers() {
  const modules = fs
    .readdirSync(path.join(root, api('modules')), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const unlisted = modules.filter((name) => !MODULE_TIERS.flat().includes(name));
  if (unlisted.length) throw new Error(`eslint.config.js: add ${unlisted.join(', ')} to MODULE_TIERS (the tier above everything it imports)`);
  const zones = MODULE_TIERS.flatMap((tier, i) =>
    tier.map((name) => ({
      target: api('modules', name),
      from: MODULE_TIERS.slice(i)
        .flat()
        .filter((other) => other !== name)
        .map((other) => api('modules', other)),
      message: `modules/${name} imports only modules of lower tiers (MODULE_TIERS in eslint.config.js): move the shared piece down, or let app.ts hand the other module's work in.`,
    })),
  );
  return zones.filter((zone) => zone.from.length > 0);
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'web/src/gql/**', '**/test-results/**', 'bench/results/**', 'e2e/screenshots/**', '**/coverage/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks what is left out on purpose (a destructured field, an unused parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // A promise nobody waits for says so with `void`.
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // Split at 300 (architecture.md): a file that long holds two things. Tests too; generated code
      // (web/src/gql) is ignored above, and the seed data is JSON, which is not linted.
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },

  // web/: React in the browser, and the walls between its layers.
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      // How import-x reads the TypeScript modules it follows (for no-cycle) and finds @domain.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'web/tsconfig.json') })],
    },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      // Only says the React Compiler would skip a component (TanStack Virtual's hook); we do not run the compiler.
      'react-hooks/incompatible-library': 'off',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webBoundaries() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    // The web's Node-side files: its build config and the feed worker's Node fallback.
    files: ['web/vite.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['web/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: {
      // Tests hand the code under test partial fakes (a Node or a layer's props) on purpose.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },

  // graphql-api/: Node and the server's walls.
  {
    files: ['graphql-api/**/*.ts'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'graphql-api/tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: apiBoundaries() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['graphql-api/**/*.test.ts', 'graphql-api/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },

  // e2e/: Playwright in Node; every browser action is awaited.
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },

  // bench/: Node scripts that drive the built app.
  {
    files: ['bench/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },

  // Plain JavaScript config files are in no tsconfig: no type-aware rules for them.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },

  // Formatting is Prettier's (npm run format): no lint rule argues with it.
  prettier,
);
