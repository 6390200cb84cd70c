import fs from 'node:fs';
import { dumpPglite, openDatabase, sql, type Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { loadSeedIfEmpty } from '../src/seed/load-seed.js';

/**
 * Migrates and seeds one template for the API suites (api-setup.ts), in a process of its own:
 *   tsx server/test/seed-template.ts pglite <tar file>   a PGlite data directory, dumped
 *   tsx server/test/seed-template.ts postgres <url>      a PostgreSQL database, left closed
 * Both are seeded at once, one process each: in one process they took turns on its single thread (PGlite runs in it,
 * and the PostgreSQL seed's own JavaScript waited behind PGlite's): 40 s for both, now the PGlite one's ~30 s.
 */
const [kind, target] = process.argv.slice(2);
if ((kind !== 'pglite' && kind !== 'postgres') || !target) {
  console.error('usage: seed-template.ts pglite <tar file> | postgres <database url>');
  process.exit(2);
}

const database = await openDatabase(kind === 'postgres' ? { url: target, dataDir: 'memory://', poolMax: 2 } : { dataDir: 'memory://' });
await runMigrations(database);
await loadSeedIfEmpty(database);
await compact(database);
if (kind === 'pglite') {
  const dump = await dumpPglite(database);
  fs.writeFileSync(target, dump!);
}
await database.close();

/**
 * The full index leaves a dead row behind for each Latin term count it folded (search_term_counts) and for each goods
 * row it updated: rewritten, every suite's copy of the template is a fifth smaller, and PGlite loads it that much faster.
 */
async function compact(db: Database) {
  await db.rows(sql`vacuum (full, analyze) search_term_counts, search_postings, goods`);
}
