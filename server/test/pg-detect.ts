import pg from 'pg';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Global setup of the api project: every API suite runs on PGlite and, when a PostgreSQL server is at hand, on it too.
 * TEST_DATABASE_URL names the server (CI sets it); without it a local server on 127.0.0.1:5432 that lets `postgres` in
 * is used, so a newcomer's `npm test` covers both. TEST_DATABASE_URL=none runs PGlite only. When PostgreSQL is not used
 * the run says so at the end, with how to include it.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL === 'none') {
    delete process.env.TEST_DATABASE_URL;
    return skipped('TEST_DATABASE_URL=none');
  }
  if (process.env.TEST_DATABASE_URL) return;
  const client = new pg.Client({ connectionString: LOCAL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    process.env.TEST_DATABASE_URL = LOCAL;
    console.log(`API suites: PGlite and PostgreSQL (${LOCAL}, found on this machine)`);
  } catch {
    return skipped('no PostgreSQL server answered on 127.0.0.1:5432');
  } finally {
    await client.end().catch(() => undefined);
  }
}

function skipped(why: string) {
  return () => {
    console.log(
      `\nAPI suites ran on PGlite only (${why}). To run them on PostgreSQL too: ` +
        'TEST_DATABASE_URL=postgres://user@host:5432/db npm test (the suites create and drop their own databases).\n',
    );
  };
}
