#!/usr/bin/env node
// No import cycles among the server's and the contract's files (a cycle hides which file owns what, and an ES module
// cycle can hand a module a binding before it is initialised). Type-only imports are left out: they vanish at build
// time. Dynamic import() counts. Module-level cycles are scripts/module-graph.mjs's; this is the file level.
// It replaced eslint-plugin-import-x's no-cycle rule, which found the same cycles for 7 CPU s a run instead of 0.1.
// Usage: node scripts/import-cycles.mjs [dir ...]   (default: server/src contract/src); exits 1 on a cycle.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function* tsFiles(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && e.name !== 'dist') yield* tsFiles(p);
    } else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) yield p;
  }
}

// The relative specifiers a file loads at run time. `import type`, `export type` and braces holding only `type` names
// are compile-time only.
export function runtimeImports(text) {
  const out = [];
  const statement =
    /\b(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"](\.[^'"]*)['"]|\bimport\s*['"](\.[^'"]*)['"]|\bimport\s*\(\s*['"](\.[^'"]*)['"]\s*\)/g;
  for (const m of text.matchAll(statement)) {
    if (m[5] || m[6]) {
      out.push(m[5] ?? m[6]);
      continue;
    }
    if (m[2]) continue;
    const clause = m[3].trim();
    const braces = /^\{([^}]*)\}$/.exec(clause);
    if (braces) {
      const names = braces[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
    }
    out.push(m[4]);
  }
  return out;
}

function resolveSpecifier(from, spec, known) {
  const base = path.resolve(path.dirname(from), spec);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, base, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

// Tarjan's strongly connected components: every component of two or more files (or a file importing itself) is a cycle.
export function findCycles(dirs) {
  const files = dirs.flatMap((d) => [...tsFiles(d)]);
  const known = new Set(files);
  const edges = new Map(files.map((f) => [f, []]));
  for (const f of files) {
    for (const spec of runtimeImports(fs.readFileSync(f, 'utf8'))) {
      const to = resolveSpecifier(f, spec, known);
      if (to) edges.get(f).push(to);
    }
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || edges.get(v).includes(v)) cycles.push(component.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return { files: files.length, cycles };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dirs = (args.length ? args : ['server/src', 'contract/src']).map((d) => path.resolve(root, d));
  const { files, cycles } = findCycles(dirs);
  if (cycles.length) {
    for (const c of cycles) console.error(`import cycle among: ${c.map((f) => path.relative(root, f)).join(', ')}`);
    process.exit(1);
  }
  console.log(`${files} files, no import cycle`);
}
