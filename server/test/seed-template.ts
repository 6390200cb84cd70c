import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, sql, type Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { loadSeedIfEmpty } from '../src/seed/load-seed.js';

/**
 * Migrates and seeds one template for the API suites (api-setup.ts), in a process of its own:
 *   tsx server/test/seed-template.ts pglite <directory>  a PGlite data directory, closed
 *   tsx server/test/seed-template.ts postgres <url>      a PostgreSQL database, left closed
 * Both are seeded at once, one process each: in one process they took turns on its single thread (PGlite runs in it,
 * and the PostgreSQL seed's own JavaScript waited behind PGlite's): 40 s for both, now the PGlite one's ~30 s.
 */
const [kind, target] = process.argv.slice(2);
if ((kind !== 'pglite' && kind !== 'postgres') || !target) {
  console.error('usage: seed-template.ts pglite <directory> | postgres <database url>');
  process.exit(2);
}

const database = await openDatabase(kind === 'postgres' ? { url: target, dataDir: 'memory://', poolMax: 2 } : { dataDir: target });
await runMigrations(database);
await loadSeedIfEmpty(database);
await compact(database);
if (kind === 'pglite') await closeTrimmed(database, target);
else await database.close();

/**
 * The full index leaves a dead row behind for each Latin term count it folded (search_term_counts) and for each goods
 * row it updated: rewritten, every suite's copy of the template is a fifth smaller, and PGlite loads it that much faster.
 */
async function compact(db: Database) {
  await db.rows(sql`vacuum (full, analyze) search_term_counts, search_postings, goods`);
}

/**
 * Closes the PGlite template checkpointed and without the WAL segments ahead of the write position: PostgreSQL
 * preallocates them by recycling old ones (sixteen of 16 MB after the seed), a copy makes its own when it needs them,
 * and every suite copies the directory (115 MB instead of 355). A copy of the result is opened once here, so a
 * template PostgreSQL could not start from fails the setup instead of every suite.
 */
async function closeTrimmed(db: Database, dir: string) {
  await db.rows(sql`checkpoint`);
  const [{ segment }] = await db.rows<{ segment: string }>(sql`select pg_walfile_name(pg_current_wal_lsn()) as segment`);
  // The shutdown checkpoint goes into the current segment: the little written since the checkpoint above cannot fill it.
  await db.close();
  const wal = path.join(dir, 'pg_wal');
  for (const name of fs.readdirSync(wal)) if (/^[0-9A-F]{24}$/.test(name) && name > segment) fs.rmSync(path.join(wal, name));
  const check = `${dir}-check`;
  fs.cpSync(dir, check, { recursive: true });
  try {
    const copy = await openDatabase({ dataDir: check });
    await copy.rows(sql`select count(*) from goods`);
    await copy.close();
  } finally {
    fs.rmSync(check, { recursive: true, force: true });
  }
}
