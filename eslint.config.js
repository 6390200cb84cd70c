import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import moneyRules from './scripts/eslint/no-hand-money.mjs';
import { moduleTablesZones } from './scripts/eslint/module-tables-zones.mjs';
import guardRules from './scripts/eslint/no-hand-guard.mjs';
import endpointRules from './scripts/eslint/no-raw-request.mjs';

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
    files: ['web/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}', 'phone/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Features never import each other (bulletproof-react): shared code lives in components/ and lib/.
    files: ['web/src/features/**/*.{ts,tsx}', 'admin/src/features/**/*.{ts,tsx}', 'phone/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../features/*', '**/features/*/**'], message: '功能模块之间不得互相引用；请移到 components/ 或 lib/' }] },
      ],
    },
  },
  {
    // The same, plus: the phone's top bar is components/nav-bar (its back arrow has a name a screen reader can read).
    files: ['phone/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../../features/*', '**/features/*/**'], message: '功能模块之间不得互相引用；请移到 components/ 或 lib/' }],
          paths: [{ name: 'antd-mobile', importNames: ['NavBar'], message: '请用 components/nav-bar 的 NavBar（返回按钮带无障碍名称）' }],
        },
      ],
    },
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
    files: ['contract/src/**/*.ts', 'server/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}', 'phone/src/**/*.{ts,tsx}'],
    ignores: ['contract/src/money.ts', '**/*.test.{ts,tsx}', '**/*-test-kit.ts'],
    plugins: { money: moneyRules },
    rules: { 'money/no-hand-money': 'error' },
  },
  {
    // Each module owns its tables: another module's (or core's) *.tables.ts may be imported only by a *.tables.ts, to
    // declare a foreign key; others read through that module's public.ts (typed read models joined in the same
    // statement, or functions), and core/, shared/ and db/ import no module's tables. Zones are generated from the
    // module folders (scripts/eslint/module-tables-zones.mjs). Seeds, tests and test kits may still name any table:
    // like a migration they set up and inspect rows as stored, and nothing at run time depends on them.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.tables.ts', 'server/src/seed/**', 'server/src/**/*.seed.ts', 'server/src/**/*.test.ts', 'server/src/**/*-test-kit.ts'],
    // (That no file imports another in a cycle is scripts/import-cycles.mjs's check, in `npm run check`.)
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['server/tsconfig.json', 'contract/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: moduleTablesZones(), basePath: import.meta.dirname }] },
  },
  {
    // Services and routes never take or return SQL (issue 45): what they need of the database is a typed call on a
    // repository, or a typed value of a db/ port (a shaped read, a statement part), never drizzle's `SQL` or `sql`.
    // (`@typescript-eslint/no-restricted-imports`, so the SQL block above keeps its own `no-restricted-imports`.)
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
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['drizzle-orm', 'drizzle-orm/sql', 'drizzle-orm/sql/sql'].map((name) => ({
            name,
            importNames: ['SQL', 'SQLWrapper', 'SQLChunk', 'sql'],
            message: '服务与路由不接收、不返回 SQL：请在 repository 中写 SQL，以类型化的参数调用它',
          })),
        },
      ],
    },
  },
  {
    // No hand guard in a route file: the scope a route is registered in resolves the caller before validation and hands
    // the handler `req.member` / `req.operator` / `req.merchant` / `req.signedIn` (core/http/route-scopes.ts).
    files: ['server/src/**/*.routes.ts'],
    plugins: { guards: guardRules },
    rules: { 'guards/no-hand-guard': 'error' },
  },
  {
    // Apps call the API through contract endpoints: `call(api.<module>.<endpoint>, …)` of their lib/api-client.ts,
    // whose URL, request and answer types are declared once (contract/src/endpoints), never a hand-written URL and type
    // (scripts/eslint/no-raw-request.mjs).
    files: ['web/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}', 'phone/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/api-client.ts', 'admin/src/lib/api-client.ts', 'phone/src/lib/api-client.ts', '**/*.test.{ts,tsx}'],
    plugins: { endpoints: endpointRules },
    rules: { 'endpoints/no-raw-request': 'error' },
  },
);
