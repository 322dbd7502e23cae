// One lint setup for the whole workspace. Beyond the recommended rules it enforces the package
// boundaries of docs/ARCHITECTURE.md: one entry per package (no deep imports, no `export *`),
// no relative import that leaves its package, nothing imports from apps/* or gateway/.
import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** Folders that are packages of their own: a relative import must stay inside its package. */
const PACKAGE_ROOTS = [/^packages\/[^/]+/, /^apps\/[^/]+/, /^brands\/[^/]+/, /^gateway/, /^e2e/, /^bench/, /^scripts/];

/** Workspace packages nobody may import (applications and the edge are leaves of the graph). */
const LEAF_PACKAGES = [
  '@openportal/core',
  '@openportal/web',
  '@openportal/backoffice',
  '@openportal/gateway',
  '@openportal/e2e',
  '@openportal/bench',
];

function packageRootOf(file) {
  const path = relative(ROOT, file).split(sep).join('/');
  for (const pattern of PACKAGE_ROOTS) {
    const match = pattern.exec(path);
    if (match) return match[0];
  }
  return undefined;
}

/** `boundaries/no-relative-escape`: `../../packages/x` and the like are deep imports in disguise. */
const noRelativeEscape = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { escape: "'{{source}}' leaves the package {{root}}: import the other package by its name." },
  },
  create(context) {
    const root = packageRootOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (root === undefined || typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(ROOT, resolve(dirname(context.filename), source))
        .split(sep)
        .join('/');
      if (target !== root && !target.startsWith(`${root}/`))
        context.report({ node: node.source, messageId: 'escape', data: { source, root } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const PORTAL_SRC = 'packages/portal/src';

/** The portal layer of a repo-relative path: app, shared, features/<name>, or none. */
function portalLayer(path) {
  if (!path.startsWith(`${PORTAL_SRC}/`)) return undefined;
  const [top, name] = path.slice(PORTAL_SRC.length + 1).split('/');
  if (top === 'features' && name && !name.includes('.')) return `features/${name}`;
  return top === 'app' || top === 'shared' || top === 'test' ? top : 'other';
}

/**
 * `boundaries/portal-layers`: shared → features → app (Bulletproof React's unidirectional
 * architecture). A feature imports shared code only, never another feature or the app; shared
 * imports neither. Tests may import the test helpers.
 */
const portalLayers = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      layer: "'{{source}}': {{from}} may not import {{to}} (shared → features → app; no feature-to-feature imports).",
    },
  },
  create(context) {
    const file = relative(ROOT, context.filename).split(sep).join('/');
    const from = portalLayer(file);
    if (!from || from === 'app' || from === 'test' || from === 'other') return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = portalLayer(
        relative(ROOT, resolve(dirname(context.filename), source))
          .split(sep)
          .join('/'),
      );
      const bad =
        to === 'app' ||
        (to === 'test' && !/\.test\.tsx?$/.test(file)) ||
        (from === 'shared' && to?.startsWith('features/')) ||
        (from.startsWith('features/') && to?.startsWith('features/') && to !== from);
      if (bad) context.report({ node: node.source, messageId: 'layer', data: { source, from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};

const BACKOFFICE_SRC = 'apps/backoffice/src';

/** The back-office layer of a repo-relative path: app, features/<domain>, shared (api, i18n, shared), or none. */
function backofficeLayer(path) {
  if (!path.startsWith(`${BACKOFFICE_SRC}/`)) return undefined;
  const [top, name] = path.slice(BACKOFFICE_SRC.length + 1).split('/');
  if (top === 'features' && name && !name.includes('.')) return `features/${name}`;
  if (top === 'app') return 'app';
  return ['shared', 'api', 'i18n'].includes(top) ? 'shared' : 'other';
}

/**
 * `boundaries/backoffice-layers`: the portal's layering for the back office. A feature
 * (features/<domain>) imports shared code (shared/, api/, i18n/) only, never another feature or
 * app/; shared code imports neither.
 */
const backofficeLayers = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      layer: "'{{source}}': {{from}} may not import {{to}} (shared → features → app; no feature-to-feature imports).",
    },
  },
  create(context) {
    const file = relative(ROOT, context.filename).split(sep).join('/');
    const from = backofficeLayer(file);
    if (!from || from === 'app' || from === 'other') return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = backofficeLayer(
        relative(ROOT, resolve(dirname(context.filename), source))
          .split(sep)
          .join('/'),
      );
      const bad =
        to === 'app' ||
        (from === 'shared' && to?.startsWith('features/')) ||
        (from.startsWith('features/') && to?.startsWith('features/') && to !== from);
      if (bad) context.report({ node: node.source, messageId: 'layer', data: { source, from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};

const restrictedImports = {
  patterns: [
    {
      group: ['@openportal/*/**'],
      message: 'Import a workspace package by its single entry (@openportal/<name>), never a deep path.',
    },
    { group: LEAF_PACKAGES, message: 'Nothing imports from apps/* or gateway/: move the shared code into a package.' },
  ],
};

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/generated/',
    '**/.data/',
    '**/coverage/',
    '**/.turbo/',
    '**/test-results/',
    '**/playwright-report/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts}'],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: { ...globals.node } },
    plugins: {
      boundaries: {
        rules: {
          'no-relative-escape': noRelativeEscape,
          'portal-layers': portalLayers,
          'backoffice-layers': backofficeLayers,
        },
      },
    },
    rules: {
      'boundaries/no-relative-escape': 'error',
      'boundaries/backoffice-layers': 'error',
      'no-restricted-imports': ['error', restrictedImports],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // The browser side: the portal, its per-brand build, the back office.
    files: [
      'packages/portal/**',
      'packages/ui/**',
      'packages/brand-kit/**',
      'packages/i18n/**',
      'apps/web/**',
      'apps/backoffice/**',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests may cast freely to build odd inputs; production code may not.
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // One public entry per package, with named exports only.
    files: ['packages/**/*.{ts,tsx}', 'gateway/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No `export *`: name every export of the package entry.' },
      ],
    },
  },
  {
    // The contract's entry gathers its four named lists (src/entry/*.ts), where every export is named.
    files: ['packages/contract/src/index.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The portal and its design system: hooks rules, no text literals in JSX, short functions and
    // files, layered imports, no import cycles (docs/ARCHITECTURE.md, CONVENTIONS.md "Naming and size").
    files: ['packages/portal/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, react, 'import-x': importX },
    settings: {
      react: { version: '19.0' },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: ['·', '*', ':', ' '] }],
      'boundaries/portal-layers': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 70, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // Everywhere else the same size rules (CONVENTIONS.md "Naming and size") and no import cycles.
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}', 'gateway/src/**/*.ts'],
    ignores: ['packages/portal/src/**', 'packages/ui/src/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 70, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // Tables, not logic: the contract's entry lists every export; spec coverage rows; call groups;
    // reference lists with their six languages.
    files: [
      'packages/contract/src/entry/*.ts',
      'packages/contract/src/coverage/*.ts',
      'packages/contract/src/calls/**/*.ts',
      'apps/core/src/reference/data/*.ts',
    ],
    rules: { 'max-lines': 'off' },
  },
  {
    // Tests: long describe blocks and data tables are fine; literals in test JSX are not UI text.
    files: ['**/*.test.{ts,tsx}', 'packages/portal/src/test/**', '**/test-support.ts', '**/testing/**'],
    rules: { 'max-lines-per-function': 'off', 'max-lines': ['error', { max: 500 }], 'react/jsx-no-literals': 'off' },
  },
);
