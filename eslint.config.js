// ESLint for the whole tree (`npm run lint`, part of `npm test`; zero warnings allowed).
// - typescript-eslint with type information (the project service reads each folder's tsconfig);
// - react-hooks for the client;
// - architecture: no import cycles, and the kit / platform layers never import a domain folder
//   (client/src/ui → features or app; server/src/platform → modules), so shared code stays shared.
// Formatting is Prettier's (`npm run format`), not ESLint's (eslint-config-prettier turns off the
// style rules that would disagree with it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const TS = ['**/*.{ts,tsx,mts}'];

/** An import pattern list naming what a layer may not reach. */
const refuse = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'e2e/screenshots/**',
      // generated: GraphQL Codegen, Prisma and the Pothos types
      'client/src/**/*.generated.ts',
      'client/src/api/generated/**',
      'server/src/generated/**',
      'prisma/generated/**',
    ],
  },
  js.configs.recommended,
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // unused names: TypeScript's noUnused* checks already cover the client; `_` marks intent
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // React event handlers may be async (the promise is the handler's own business)
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Tests and their fixtures read JSON answers, mock modules and build partial objects: the
    // `any`-flow rules would only ask for casts there. Everything else stays on. Test support is
    // named testing.ts / fixtures.ts or <name>.testing.ts / <name>.fixtures.ts.
    files: [
      '**/*.test.{ts,tsx}',
      '**/testing.{ts,tsx}',
      '**/*.testing.{ts,tsx}',
      '**/fixtures.ts',
      '**/*.fixtures.ts',
      'client/src/test/**',
      'server/test/**',
      'e2e/**',
      'bench/**',
      '**/*.fuzz.test.ts',
      '**/fuzz.support.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // @erp/schema's sources are also compiled by the client, whose tsconfig has
    // noUncheckedIndexedAccess: an index access needs its `!` there even where schema's own
    // tsconfig calls it unnecessary, so this rule would remove assertions the client needs.
    files: ['schema/src/**/*.ts'],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' },
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // architecture
  {
    files: TS,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['client/tsconfig.json', 'server/tsconfig.json', 'schema/tsconfig.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['client/src/ui/**/*.{ts,tsx}'],
    ignores: ['client/src/ui/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': refuse(['**/features/**', '**/app/**'], 'The UI kit serves every domain: it may not import a feature or the app shell.'),
    },
  },
  {
    files: ['server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': refuse(['**/modules/**'], 'Platform code serves every domain: it may not import a domain module.') },
  },
  prettier,
);
