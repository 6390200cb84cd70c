import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, runtimeImports } from './import-cycles.mjs';

let dir;
function tree(files) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
const names = (cycles) => cycles.map((c) => c.map((f) => path.relative(dir, f)));
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the import cycle check', () => {
  it('reads the run-time imports and leaves out the type-only ones', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from './b.js';",
      "import { type C, type D } from './c.js';",
      "import { type E, f } from './e.js';",
      "export * from './g.js';",
      "export type { H } from './h.js';",
      "import './side-effect.js';",
      "const lazy = () => import('./lazy.js');",
      "import {\n  many,\n  lines,\n} from './multi.js';",
      "import fs from 'node:fs';",
    ].join('\n');
    expect(runtimeImports(text)).toEqual(['./a.js', './e.js', './g.js', './side-effect.js', './lazy.js', './multi.js']);
  });

  it('finds a cycle through three files, through an index file, and a file importing itself', () => {
    const root = tree({
      'a.ts': "import { b } from './b.js';\nexport const a = 1;",
      'b.ts': "import { c } from './sub';\nexport const b = 1;",
      'sub/index.ts': "export { a as c } from '../a.js';",
      'self.ts': "import { s } from './self.js';\nexport const s = 1;",
      'leaf.ts': "import { a } from './a.js';",
    });
    expect(names(findCycles([root]).cycles).sort()).toEqual([['a.ts', 'b.ts', 'sub/index.ts'], ['self.ts']]);
  });

  it('finds none when the only way back is a type-only import', () => {
    const root = tree({
      'a.ts': "import { b } from './b.js';\nexport type A = number;",
      'b.ts': "import type { A } from './a.js';\nexport const b: A = 1;",
    });
    expect(findCycles([root])).toEqual({ files: 2, cycles: [] });
  });
});
