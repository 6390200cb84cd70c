import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import moneyRules from './scripts/eslint/no-hand-money.mjs';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'server/drizzle/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Features never import each other (bulletproof-react): shared code lives in components/ and lib/.
    files: ['web/src/features/**/*.{ts,tsx}', 'admin/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../features/*', '**/features/*/**'], message: '功能模块之间不得互相引用；请移到 components/ 或 lib/' }] },
      ],
    },
  },
  {
    // No import cycles anywhere on the server (a cycle hides which module owns what).
    files: ['server/src/**/*.ts', 'contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['server/tsconfig.json', 'contract/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // SQL lives in repositories (*.repository.ts), table definitions (*.tables.ts), SQL fragments they share (*.sql.ts),
    // the database layer, seeds and tests. A service or route that needs data asks a repository.
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/**/*.repository.ts',
      'server/src/**/*.tables.ts',
      'server/src/**/*.sql.ts',
      'server/src/db/**',
      'server/src/seed/**',
      'server/src/**/*.seed.ts',
      'server/src/**/*.test.ts',
      'server/src/**/*-test-kit.ts',
      'server/src/cli/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', importNames: ['sql'], message: 'SQL 只写在 *.repository.ts / *.tables.ts / *.sql.ts 中' }],
          patterns: [
            {
              group: ['../*/*.repository.js', '../*/*.tables.js', '../../modules/*/*.repository.js', '../../modules/*/*.tables.js'],
              message: '模块之间只经由对方的 service 与类型往来，不得引用对方的 repository 或 tables',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='rows'][object.property.name='database']",
          message: 'SQL 只写在 repository 中',
        },
      ],
    },
  },
  {
    // Money: formatted and parsed by contract/src/money.ts alone — no toFixed, no × ÷ 100 / 10000 on an amount, no
    // parseFloat of a price anywhere else (scripts/eslint/no-hand-money.mjs). Tests keep their own arithmetic: they
    // check the helpers' results from the outside.
    files: ['contract/src/**/*.ts', 'server/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    ignores: ['contract/src/money.ts', '**/*.test.{ts,tsx}', '**/*-test-kit.ts'],
    plugins: { money: moneyRules },
    rules: { 'money/no-hand-money': 'error' },
  },
);
