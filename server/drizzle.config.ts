import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the module table files (each module owns its `*.tables.ts`) and committed; the same
// SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.tables.ts',
  out: './drizzle',
});
