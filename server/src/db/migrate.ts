import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { MIGRATIONS_DIR } from '../paths.js';

const MIGRATIONS = MIGRATIONS_DIR;
/** Arbitrary constant: several processes starting together migrate one at a time. */
const MIGRATION_LOCK = 72_540_001;

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // PGlite is single-connection and in-process: nothing else can race us.
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS });
    return;
  }
  await database.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
  try {
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS });
  } finally {
    await database.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
  }
}
