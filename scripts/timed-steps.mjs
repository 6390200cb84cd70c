// Runs npm scripts one after another, like `npm run a && npm run b`, stopping at the first that fails, and prints the
// wall time of each. Arguments that name no script (files, flags: `npm run test:e2e -- e2e/src/cart.e2e.test.ts`)
// go to the last step, as they went to the command the script ended with. When YAOCAI_STEP_TIMES names a file
// (.ci/run sets it), each step's time is appended to it as `depth<TAB>name<TAB>ms<TAB>ok|failed`, so CI prints one
// table of its phases at the end, nested steps indented.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const scripts = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts ?? {};
const args = process.argv.slice(2);
const steps = args.filter((a) => a in scripts);
const extra = args.filter((a) => !(a in scripts) && a !== '--');
const depth = Number(process.env.YAOCAI_STEP_DEPTH) || 0;
// Under npm, npm_execpath is the npm that started us: the same one runs the steps.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];

for (const [i, step] of steps.entries()) {
  const started = performance.now();
  const last = i === steps.length - 1 && extra.length > 0;
  const run = spawnSync(npm[0], [...npm.slice(1), 'run', step, ...(last ? ['--', ...extra] : [])], {
    stdio: 'inherit',
    env: { ...process.env, YAOCAI_STEP_DEPTH: String(depth + 1) },
  });
  const ms = Math.round(performance.now() - started);
  const ok = run.status === 0;
  console.log(`⏱ ${step}: ${(ms / 1000).toFixed(1)} s${ok ? '' : ' (failed)'}`);
  if (process.env.YAOCAI_STEP_TIMES) fs.appendFileSync(process.env.YAOCAI_STEP_TIMES, `${depth}\t${step}\t${ms}\t${ok ? 'ok' : 'failed'}\n`);
  if (!ok) process.exit(run.status ?? 1);
}
