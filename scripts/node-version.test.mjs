import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, requiredNode } from './node-version.mjs';

const startScript = fileURLToPath(new URL('./start.mjs', import.meta.url));

describe('the Node.js version check of npm start', () => {
  it('takes the lowest version from package.json engines', () => {
    expect(requiredNode()).toEqual([20, 19, 0]);
  });

  it('accepts 20.19 and later, refuses older versions in Chinese and English', () => {
    for (const ok of ['20.19.0', '20.20.2', 'v21.0.0', '22.12.0', '24.1.0']) expect(nodeVersionProblem(ok)).toBeNull();
    for (const old of ['20.18.3', '18.20.4', 'v16.20.2', '19.9.0']) {
      const message = nodeVersionProblem(old);
      expect(message).toContain('需要 Node.js ≥ 20.19');
      expect(message).toContain(`当前是 ${old.replace(/^v/, '')}`);
      expect(message).toContain('Node.js ≥ 20.19 is required');
    }
  });

  it('stops `npm start` before building anything on an older Node', () => {
    // The real script under a Node that reports 18.20.4 (process.version and process.versions, as an old binary would).
    const pretendOld =
      "Object.defineProperty(process.versions,'node',{value:'18.20.4'});Object.defineProperty(process,'version',{value:'v18.20.4'});";
    const run = spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(pretendOld)}`, startScript], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('需要 Node.js ≥ 20.19，当前是 18.20.4');
    expect(run.stdout).not.toContain('构建');
  });
});

describe('the locked dependencies', () => {
  it('all run on the lowest Node.js the project supports (npm install prints no EBADENGINE warning)', () => {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
    const lowest = requiredNode().join('.');
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(lowest, entry.engines.node))
      .map(([where, entry]) => `${where}@${entry.version} wants node ${entry.engines.node}`);
    expect(refusing).toEqual([]);
  });
});
