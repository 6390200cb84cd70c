#!/usr/bin/env node
// Draws the server's module dependencies from the imports (non-test files, table files included): which module uses which, layered so that
// every arrow points down. Prints a Mermaid graph for docs/architecture.md; exits 1 when the modules form a cycle.
// Usage: node scripts/module-graph.mjs [--check | --write] (--write puts the drawing into docs/architecture.md;
// --check also fails when the drawing there is not the one the imports give).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'server', 'src');

function moduleOf(file) {
  const rel = path.relative(src, file).split(path.sep);
  if (rel[0] === 'modules') return rel[1];
  if (rel[0] === 'core' || rel[0] === 'shared' || rel[0] === 'db') return rel[0];
  return null; // app.ts, routes.ts, services.ts, main.ts, seed, cli: the composition root sits above every module
}

function* files(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (/\.ts$/.test(e.name) && !/\.test\.ts$|-test-kit\.ts$|\.seed\.ts$/.test(e.name)) yield p;
  }
}

const edges = new Map();
for (const file of files(src)) {
  const from = moduleOf(file);
  // Every file draws its arrows, table files too: a foreign key to another module's table is a dependency on that
  // module as real as a call (its rows must exist first), so a module whose tables others point at must not use them.
  if (!from) continue;
  const text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/from '(\.[^']+)'/g)) {
    const to = moduleOf(path.resolve(path.dirname(file), m[1]));
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}

const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((s) => [...s])]);
// Layer = longest path down to a leaf; a cycle makes it unbounded.
const depth = new Map();
const onStack = new Set();
const cycles = [];
function layer(n) {
  if (depth.has(n)) return depth.get(n);
  if (onStack.has(n)) {
    cycles.push(n);
    return 0;
  }
  onStack.add(n);
  let d = 0;
  for (const to of edges.get(n) ?? []) d = Math.max(d, layer(to) + 1);
  onStack.delete(n);
  depth.set(n, d);
  return d;
}
for (const n of nodes) layer(n);

const byLayer = new Map();
for (const n of nodes) {
  const d = depth.get(n);
  if (!byLayer.has(d)) byLayer.set(d, []);
  byLayer.get(d).push(n);
}
const lines = ['```mermaid', 'flowchart TB'];
for (const d of [...byLayer.keys()].sort((a, b) => b - a)) {
  lines.push(`  subgraph L${d}[" "]`, `    direction LR`);
  for (const n of byLayer.get(d).sort()) lines.push(`    ${n}`);
  lines.push('  end');
}
for (const [from, tos] of [...edges].sort()) for (const to of [...tos].sort()) lines.push(`  ${from} --> ${to}`);
lines.push('```');
const drawing = lines.join('\n');
const doc = path.join(root, 'docs', 'architecture.md');
const inDoc = () => {
  const text = fs.readFileSync(doc, 'utf8');
  const at = text.indexOf('```mermaid');
  return { text, at, end: at < 0 ? -1 : text.indexOf('```', at + 10) + 3 };
};

if (process.argv.includes('--check')) {
  const edgesCount = [...edges.values()].reduce((a, s) => a + s.size, 0);
  if (cycles.length) {
    console.error(`module dependency cycle through: ${[...new Set(cycles)].join(', ')}`);
    process.exit(1);
  }
  const { text, at, end } = inDoc();
  if (at < 0 || text.slice(at, end) !== drawing) {
    console.error('docs/architecture.md shows another module graph than the imports give: run node scripts/module-graph.mjs --write');
    process.exit(1);
  }
  console.log(`${nodes.size} modules, ${edgesCount} dependencies, no cycle; docs/architecture.md is current`);
} else if (process.argv.includes('--write')) {
  const { text, at, end } = inDoc();
  if (at < 0) throw new Error('docs/architecture.md has no mermaid block to replace');
  fs.writeFileSync(doc, text.slice(0, at) + drawing + text.slice(end));
  console.log('docs/architecture.md: module graph updated');
} else {
  console.log(drawing);
  if (cycles.length) console.error(`cycle through: ${[...new Set(cycles)].join(', ')}`);
}
