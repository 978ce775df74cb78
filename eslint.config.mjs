// ESLint: the code rules and the architecture's import rules (see "Checks" in README.md).
// Not type-aware: the type checker already runs in `npm run typecheck`, and type-aware linting
// would double the time of every run.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint-boundaries.mjs';

const ALIAS_UID_REF = ":matches(Identifier[name='URL_ALIAS_UID'], Literal[value='plugin::sitetools.url-alias'])";
const ALIAS_QUERY =
  ":matches([callee.property.name=/^(query|documents|createCoreService|createCoreController)$/], [callee.name=/^(columnOf|createCoreService)$/], [callee.object.property.name='metadata'][callee.property.name='get'])";
const aliasMessage = 'Only the alias store (server/src/services/alias-store*.ts) queries the alias table: call its service.';

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
    plugins: { sitetools: boundaries },
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
    // Only the owner module queries the alias table (one owner for its rows, its locks and its columns).
    files: ['server/src/**', 'addons/redirects/server/src/**', 'packages/**'],
    // domain/ keeps its own no-restricted-syntax rule (no strapi at all), which covers this one.
    ignores: ['server/src/services/alias-store*.ts', '**/domain/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `CallExpression${ALIAS_QUERY} > ${ALIAS_UID_REF}`, message: aliasMessage },
        { selector: `CallExpression${ALIAS_QUERY} > CallExpression > ${ALIAS_UID_REF}`, message: aliasMessage },
      ],
    },
  }
);
