import os from 'node:os';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { createServices } from '../services.js';
import { runAdminCommand } from './admin-commands.js';
import { resetDemoPasswords } from './reset-passwords.js';

/** `npm run admin -w server -- approve <username> --scopes a,b --rep 2` (see admin-commands.ts for all commands). */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: 2 });
  try {
    await runMigrations(database);
    const services = createServices(database, { uploadDir: config.UPLOAD_DIR });
    let user = 'unknown';
    try {
      user = os.userInfo().username;
    } catch {
      // no passwd entry (containers): keep 'unknown'
    }
    const actor = { operatorId: null, name: `cli:${user}` };
    const argv = process.argv.slice(2);
    process.exitCode =
      argv[0] === 'reset-demo-passwords'
        ? await resetDemoPasswords(database, services, actor, (line) => console.log(line))
        : await runAdminCommand(argv, services.admin, actor, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
