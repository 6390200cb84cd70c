// Runs shell commands side by side, at most JOBS at once (default: the number of cores), each one's output printed
// whole when it ends, and exits non-zero when any failed. `npm test` runs its static checks through it: on CI's two
// cores the three type-check programs, eslint, prettier and the module graph take about half as long as one after
// another. Commands start in the order given: the longest first, so none is left running alone at the end.
import { spawn } from 'node:child_process';
import os from 'node:os';

const commands = process.argv.slice(2);
const jobs = Number(process.env.JOBS) || os.availableParallelism();
let next = 0;
let failed = 0;

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${command} (${seconds} s)\n${code === 0 ? '' : output}`);
      if (code !== 0) failed++;
      resolve();
    });
  });
}

async function worker() {
  while (next < commands.length) await run(commands[next++]);
}

await Promise.all(Array.from({ length: Math.min(jobs, commands.length) }, worker));
if (failed) {
  console.error(`${failed} of ${commands.length} checks failed`);
  process.exit(1);
}
