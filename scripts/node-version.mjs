// The Node.js version the project needs, read from the root package.json's `engines` (one source), and the check
// `npm start` runs before anything else: on an older Node the build or the server would fail later with an error that
// does not say why (a missing API, a syntax error in a dependency).
import { readFileSync } from 'node:fs';

const rootPackage = new URL('../package.json', import.meta.url);

/** The lowest supported version from `engines.node` (">=20.19" → [20, 19, 0]). */
export function requiredNode() {
  const range = JSON.parse(readFileSync(rootPackage, 'utf8')).engines.node;
  const m = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!m) throw new Error(`package.json engines.node must be ">=MAJOR.MINOR", not "${range}"`);
  return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)];
}

/** A bilingual message when `version` ("20.18.1", with or without a leading v) is older than required; else null. */
export function nodeVersionProblem(version, required = requiredNode()) {
  const have = version
    .replace(/^v/, '')
    .split('.')
    .map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < 3; i++) {
    if ((have[i] ?? 0) > required[i]) return null;
    if ((have[i] ?? 0) < required[i]) {
      const need = required[2] ? required.join('.') : `${required[0]}.${required[1]}`;
      return [
        `需要 Node.js ≥ ${need}，当前是 ${version.replace(/^v/, '')}。请升级 Node.js（https://nodejs.org/zh-cn/download）后再运行 npm start。`,
        `Node.js ≥ ${need} is required; this is ${version.replace(/^v/, '')}. Please upgrade Node.js (https://nodejs.org/en/download) and run npm start again.`,
      ].join('\n');
    }
  }
  return null;
}

/** Exits with status 1 and the message on an unsupported Node. */
export function requireSupportedNode(version = process.versions.node) {
  const problem = nodeVersionProblem(version);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
