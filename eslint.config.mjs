// ESLint: the code rules and the architecture's import rules (see "Checks" in README.md).
// Type-aware only where a rule needs types (no-floating-promises, on server code): the type
// checker already runs in `npm run typecheck`, and type-aware linting of everything would double
// the time of every run.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint-boundaries.mjs';
import dataAccess from './scripts/eslint-data-access.mjs';

const aliasMessage = 'Only the alias store (server/src/services/aliases/alias-store*.ts) queries the alias table: call its service.';

/** The plugins' server code: the zone of the data-access rules and of the type-aware ones. */
const SERVER_CODE = ['server/src/**', 'addons/redirects/server/src/**', 'packages/kit/src/**'];
// The kit's admin parts (React components, hooks, the admin's API and translation loaders).
const KIT_ADMIN = ['packages/kit/src/**/*.tsx', 'packages/kit/src/{import-steps,locales-api,translations}.ts'];

/**
 * The files that may use the raw knex connection (`strapi.db.connection`), each for a reason the
 * query engine cannot serve: webtools-tables reads another plugin's tables, which no content type
 * of this app describes; the alias store's router and sitemap reads select and group columns the
 * engine cannot; the 404 inbox's write and the redirect hits' write are each one upsert that adds
 * to the stored count; the kit's
 * case-sensitive alters a column, and its planner-statistics runs SQLite's ANALYZE.
 */
const RAW_CONNECTION_FILES = [
  'server/src/database/webtools-tables.ts',
  'server/src/services/aliases/alias-store-router.ts',
  'server/src/services/aliases/alias-store-sitemap.ts',
  'addons/redirects/server/src/services/not-found-write.ts',
  'addons/redirects/server/src/services/redirect-hit-write.ts',
  'packages/kit/src/case-sensitive.ts',
  'packages/kit/src/planner-statistics.ts',
];

// Package imports each zone may not use. A later block that sets the same rule for a file replaces
// the earlier one's options, so the addon's domain/ block below lists both.
const ADDON_IMPORTS = {
  regex: '^strapi-plugin-sitetools(?!/contracts/)',
  message: "The addon uses only the core's published contracts: strapi-plugin-sitetools/contracts/*.",
};
const DOMAIN_IMPORTS = { group: ['@strapi/*', 'knex', 'koa'], message: 'domain/ holds pure rules: no Strapi, database or HTTP code.' };

/** `node_modules`/dist aside, the source the lint covers. examples/next is left to its own build. */
const SOURCE = ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      // examples/next has its own install (React 19, Next) and build; `next build` type-checks it.
      'examples/**',
      // Of the playground, only its own code: config and scripts are Strapi's app scaffolding.
      'playground/*',
      '!playground/src/',
      'playground/src/admin/**/*.example.*',
      'docs/**',
    ],
  },
  { files: SOURCE, extends: [js.configs.recommended, tseslint.configs.recommended] },
  {
    files: SOURCE,
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    plugins: { sitetools: boundaries, 'sitetools-data': dataAccess },
    rules: {
      // shared/contracts declares each route's types in a namespace, as Strapi's own contracts do.
      '@typescript-eslint/no-namespace': 'off',
      // An interface that extends one type gives it a name of the plugin's own (see read-permission.ts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'bench/**/*.{js,mjs,cjs}', 'playground/src/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['admin/src/**/*.{ts,tsx}', 'addons/redirects/admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    // The rules of hooks only: the plugin's other recommended rules check code for the React Compiler,
    // which the admin panel does not use, and flag its load-in-an-effect hooks.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },

  // The architecture. Each block below holds one rule of docs/design.md.
  {
    // The addon is a separate plugin: it reaches the core only through its published contracts.
    files: ['addons/redirects/**'],
    rules: {
      'sitetools/import-boundaries': [
        'error',
        {
          allowOnly: ['addons/redirects/'],
          reason: 'the addon imports the core through strapi-plugin-sitetools/contracts/* and the kit through sitetools-kit',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [ADDON_IMPORTS],
        },
      ],
    },
  },
  {
    // The admin panel runs in the browser and talks to the server over HTTP only.
    files: ['admin/src/**'],
    rules: {
      'sitetools/import-boundaries': ['error', { forbid: ['^server/', '^addons/'], reason: 'admin code never imports server code' }],
    },
  },
  {
    files: ['addons/redirects/admin/src/**'],
    rules: {
      'sitetools/import-boundaries': [
        'error',
        { allowOnly: ['addons/redirects/admin/', 'addons/redirects/shared/'], reason: 'admin code never imports server code' },
      ],
    },
  },
  {
    // The services are grouped by capability (aliases, router, links, ...): each folder's index.ts
    // is its only door, so a folder's inside can change without reaching its callers.
    files: ['server/src/**'],
    rules: { 'sitetools/capability-doors': ['error', { root: 'server/src/services' }] },
  },
  {
    // Pure rules: no Strapi, no database, so they are tested as plain functions.
    files: ['server/src/domain/**', 'addons/redirects/server/src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [DOMAIN_IMPORTS] }],
      'no-restricted-syntax': [
        'error',
        { selector: "Identifier[name='strapi']", message: 'domain/ holds pure rules: it never touches strapi.' },
      ],
    },
  },
  {
    // Leaves never call up: domain and validation code is called by services, never the reverse.
    files: [
      'server/src/domain/**',
      'server/src/validation/**',
      'addons/redirects/server/src/domain/**',
      'addons/redirects/server/src/validation/**',
    ],
    rules: {
      'sitetools/import-boundaries': [
        'error',
        { forbid: ['/services(/|$)', '/controllers(/|$)'], reason: 'domain/ and validation/ never import services or controllers' },
      ],
    },
  },
  {
    files: ['addons/redirects/server/src/domain/**', 'addons/redirects/server/src/validation/**'],
    rules: {
      'sitetools/import-boundaries': [
        'error',
        {
          allowOnly: ['addons/redirects/'],
          forbid: ['/services(/|$)', '/controllers(/|$)'],
          reason: 'the addon stays in its folder; domain/ and validation/ never import services or controllers',
        },
      ],
    },
  },
  {
    files: ['addons/redirects/server/src/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ADDON_IMPORTS, DOMAIN_IMPORTS] }] },
  },
  {
    // Strapi answers a 4xx only for errors of its own copy of @strapi/utils (matched by class), and
    // npm may place another copy where a plugin would find it first: values come from the kit's
    // strapi-utils, which loads the copy @strapi/core uses. Types may come from anywhere.
    files: ['server/src/**', 'addons/redirects/server/src/**', 'packages/**'],
    ignores: ['packages/kit/src/strapi-utils.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@strapi/utils',
              allowTypeImports: true,
              message: "import Strapi's values from sitetools-kit/strapi-utils, the copy @strapi/core loads",
            },
          ],
        },
      ],
    },
  },
  {
    // Only the owner module queries the alias table (one owner for its rows, its locks and its
    // columns), by its uid or its table name, however many variables hold them on the way.
    files: SERVER_CODE,
    ignores: ['server/src/services/aliases/alias-store*.ts', 'server/src/content-types/url-alias/**'],
    rules: {
      'sitetools-data/alias-table-owner': [
        'error',
        {
          names: ['URL_ALIAS_UID'],
          values: ['plugin::sitetools.url-alias'],
          tables: ['sitetools_url_aliases'],
          message: aliasMessage,
        },
      ],
    },
  },
  {
    // The service graph check reads getService / getCoreService calls: a lookup elsewhere would
    // hide a cycle from it.
    files: SERVER_CODE,
    ignores: ['**/services/get-service.ts'],
    rules: { 'sitetools-data/plugin-service-call': ['error', { plugins: ['sitetools', 'sitetools-addon-redirects'] }] },
  },
  {
    files: SERVER_CODE,
    ignores: RAW_CONNECTION_FILES,
    rules: { 'sitetools-data/raw-connection': 'error' },
  },
  {
    // A promise nobody awaits loses its failure. Type-aware, so only here: the server code of
    // both plugins and the kit's server parts, each through its program.
    files: SERVER_CODE.map((zone) => `${zone}/*.ts`),
    ignores: KIT_ADMIN,
    languageOptions: {
      parserOptions: {
        project: ['server/tsconfig.json', 'addons/redirects/server/tsconfig.json', 'packages/kit/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  }
);
