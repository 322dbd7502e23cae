// One lint setup for the whole workspace. Beyond the recommended rules it enforces the package
// boundaries of docs/ARCHITECTURE.md: one entry per package (no deep imports, no `export *`),
// no relative import that leaves its package, nothing imports from apps/* or gateway/.
import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
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
    plugins: { boundaries: { rules: { 'no-relative-escape': noRelativeEscape } } },
    rules: {
      'boundaries/no-relative-escape': 'error',
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
    files: ['packages/portal/**', 'packages/brand-kit/**', 'packages/i18n/**', 'apps/web/**', 'apps/backoffice/**'],
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
);
