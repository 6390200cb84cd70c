#!/usr/bin/env node
// Type checking runs on TypeScript 7, the native compiler (`typescript-native`, an npm alias of typescript@7): the same
// checks as 5.9's tsc for a fifth of the CPU (all three projects: 15 CPU s instead of 73, measured 2026-12-07).
// typescript 5.9 stays installed because typescript-eslint parses with its JavaScript API, which 7.0 does not ship.
// One checker thread: in `npm test` the check shares CI's two cores with the tests, and parallel checkers repeat work
// (the node project took 27 CPU s with the default threads, 7.8 with one).
// Usage: node scripts/tsc.mjs -p <project> [tsc options]
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');
const { status, signal } = spawnSync(process.execPath, [tsc, '--singleThreaded', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(status ?? (signal ? 1 : 0));
