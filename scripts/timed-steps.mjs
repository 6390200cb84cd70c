// Runs npm scripts one after another, like `npm run a && npm run b`, stopping at the first that fails, and prints the
// wall time of each. Arguments that name no script (files, flags: `npm run test:e2e -- e2e/src/cart.e2e.test.ts`)
// go to the last step, as they went to the command the script ended with. When YAOCAI_STEP_TIMES names a file
// (.ci/run sets it), each step's time is appended to it as `depth<TAB>name<TAB>ms<TAB>ok|failed`, so CI prints one
// table of its phases at the end, nested steps indented.
//
// A step written `idle:name` runs in the background from the start, at the idle scheduling class (`chrt --idle`; a
// nice of 19 where chrt is missing): it gets only the CPU the other steps leave unused. The browser and API suites
// wait on their pages and databases for about a fifth of their time, and on CI's two cores the static checks fit in
// those gaps instead of running before them. Only steps without time limits belong there: a test starved of CPU until
// the others finish would time out (the unit tests did). Its output is printed whole when it ends; the run waits for
// it after the last step and fails if it failed. A step in the foreground that fails ends the run at once (and the
// background steps with it).
//
// `--share-seeded`: the steps share one directory of seeded databases (YAOCAI_SEEDED, scripts/seeded-templates.mjs),
// removed when the run ends.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { removeSeeded, shareSeeded } from './seeded-templates.mjs';

const scripts = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts ?? {};
const IDLE = 'idle:';
const isStep = (a) => (a.startsWith(IDLE) ? a.slice(IDLE.length) : a) in scripts;
const SHARE_SEEDED = '--share-seeded';
const args = process.argv.slice(2);
const steps = args.filter(isStep);
const extra = args.filter((a) => !isStep(a) && a !== '--' && a !== SHARE_SEEDED);
const seeded = args.includes(SHARE_SEEDED) && !process.env.YAOCAI_SEEDED ? shareSeeded() : null;
if (seeded) {
  process.env.YAOCAI_SEEDED = seeded;
  // Stopped (Ctrl-C, a CI timeout): the steps stop with it, and the seeded databases are still removed.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])
    process.once(signal, () => {
      for (const child of children) child.kill('SIGTERM');
      void exit(code);
    });
}
/** Ends the run: the shared seeded databases go first. */
async function exit(code) {
  if (seeded) await removeSeeded(seeded);
  process.exit(code);
}
const depth = Number(process.env.YAOCAI_STEP_DEPTH) || 0;
// Under npm, npm_execpath is the npm that started us: the same one runs the steps.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
const chrt = spawnSync('chrt', ['--help'], { stdio: 'ignore' }).status === 0;

function record(step, ms, ok) {
  console.log(`⏱ ${step}: ${(ms / 1000).toFixed(1)} s${ok ? '' : ' (failed)'}`);
  if (process.env.YAOCAI_STEP_TIMES) fs.appendFileSync(process.env.YAOCAI_STEP_TIMES, `${depth}\t${step}\t${ms}\t${ok ? 'ok' : 'failed'}\n`);
}

/** Runs one step; its output goes straight through, or (background) is kept and printed whole at the end. */
const children = new Set();
function run(step, { last, idle }) {
  const command = [...npm.slice(1), 'run', step, ...(last ? ['--', ...extra] : [])];
  const [file, ...rest] = idle && chrt ? ['chrt', '--idle', '0', npm[0], ...command] : [npm[0], ...command];
  const started = performance.now();
  const child = spawn(file, rest, {
    stdio: idle ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, YAOCAI_STEP_DEPTH: String(depth + 1) },
  });
  if (idle && !chrt) os.setPriority(child.pid, 19);
  children.add(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      children.delete(child);
      const ok = code === 0;
      if (idle) process.stdout.write(`\n── ${step} (in the background, idle priority) ──\n${output}`);
      record(step, Math.round(performance.now() - started), ok);
      resolve(ok ? 0 : (code ?? 1));
    });
  });
}

const background = [];
for (const [i, arg] of steps.entries()) {
  const idle = arg.startsWith(IDLE);
  const step = idle ? arg.slice(IDLE.length) : arg;
  const last = i === steps.length - 1 && extra.length > 0;
  if (idle) {
    background.push(run(step, { last, idle }));
    continue;
  }
  const code = await run(step, { last, idle });
  if (code !== 0) {
    // The run has failed: what still runs in the background would only be orphaned.
    for (const child of children) child.kill('SIGTERM');
    await exit(code);
  }
}
const failed = (await Promise.all(background)).find((code) => code !== 0);
await exit(failed ?? 0);
