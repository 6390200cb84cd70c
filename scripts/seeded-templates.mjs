// One `npm test` seeds the demo data once for both of its database-backed steps. The API step's global setup
// (server/test/api-setup.ts) seeds a PGlite data directory and a PostgreSQL template database; when YAOCAI_SEEDED
// names a directory, it leaves them there — `pglite/`, and `postgres.json` naming the server and the database —
// and the browser tests' global setup (e2e/src/global-setup.ts) starts its storefronts from copies of them instead of
// seeding again (about half a minute of CI's two cores). timed-steps.mjs makes the directory for the run and removes
// it, with the PostgreSQL template, when the run ends, passed or failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * /dev/shm when this machine has one with room for the template and a copy per worker (a container's is often 64 MB),
 * the temporary directory otherwise: every suite copies the PGlite template, and a copy in memory takes ~75 ms.
 */
export function memoryBacked() {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    if (bavail * bsize >= 2 * 1024 ** 3) return '/dev/shm';
  } catch {
    // no /dev/shm
  }
  return os.tmpdir();
}

/** A fresh directory for one run's seeded databases. */
export function shareSeeded() {
  return fs.mkdtempSync(path.join(memoryBacked(), `yaocai-seeded-${process.pid}-`));
}

/** The seeded databases a run left in `dir`, as the browser tests find them (null: not there, seed your own). */
export function seededIn(dir) {
  if (!dir || !fs.existsSync(path.join(dir, 'pglite'))) return null;
  const file = path.join(dir, 'postgres.json');
  return { pglite: path.join(dir, 'pglite'), postgres: fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null };
}

/** Removes a run's seeded databases: the PostgreSQL template (its server must still answer) and the directory. */
export async function removeSeeded(dir) {
  const file = path.join(dir, 'postgres.json');
  if (fs.existsSync(file)) {
    const { server, name } = JSON.parse(fs.readFileSync(file, 'utf8'));
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
    } catch (e) {
      console.error(`could not drop the seeded template ${name}: ${e.message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
