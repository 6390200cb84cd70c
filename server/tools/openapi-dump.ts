/**
 * Prints the API's OpenAPI document with its keys sorted, so a refactoring of how routes are declared (issue 45: routes
 * registered from contract endpoints) can be checked byte for byte: `npx tsx server/tools/openapi-dump.ts > a.json`
 * before, again after, then `cmp`. Builds the app on an empty in-memory PGlite; nothing is served.
 */
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';

const sorted = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sorted)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
        )
      : v;

const database = await openDatabase({ dataDir: 'memory://' });
await runMigrations(database);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' });
const app = await buildApp({ config, database, logger: false });
await app.ready();
process.stdout.write(JSON.stringify(sorted(app.swagger()), null, 1) + '\n');
await app.close();
await database.close();
