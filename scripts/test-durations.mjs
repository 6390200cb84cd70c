// Records how long each test file took, for the longest-first order of scripts/test-order.ts. Give it the JSON
// reports of whole runs (`npx vitest run --project api --reporter=json --outputFile=api.json`); their projects'
// figures replace the recorded ones, other projects' stay.
import fs from 'node:fs';
import path from 'node:path';

const out = path.join(import.meta.dirname, 'test-durations.json');
const recorded = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : {};
const reports = process.argv.slice(2);
if (reports.length === 0) {
  console.error('usage: npm run test:durations -- <vitest JSON report>...');
  process.exit(2);
}
for (const file of reports) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byProject = {};
  for (const result of report.testResults) {
    const project = projectOf(result.name);
    const seconds = Math.round((result.endTime - result.startTime) / 100) / 10;
    (byProject[project] ??= {})[inRepo(result.name)] = seconds;
  }
  Object.assign(recorded, byProject);
}
const sorted = Object.fromEntries(
  Object.entries(recorded)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([project, files]) => [project, Object.fromEntries(Object.entries(files).sort(([, a], [, b]) => b - a))]),
);
fs.writeFileSync(out, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `${out}: ${Object.entries(sorted)
    .map(([p, f]) => `${p} ${Object.keys(f).length} files`)
    .join(', ')}`,
);

/** The project a report's file belongs to, from vitest.config.ts's globs. */
function projectOf(name) {
  if (name.endsWith('.e2e.test.ts')) return 'e2e';
  if (name.endsWith('.api.test.ts')) return 'api';
  return 'unit';
}

/** The file's path inside the repository, whichever checkout the report was made in. */
function inRepo(name) {
  return /^.*?\/((?:contract|server|web|admin|e2e|bench|scripts)\/.+)$/.exec(name)?.[1] ?? name;
}
