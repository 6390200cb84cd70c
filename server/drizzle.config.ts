import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the module table files and committed; the same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
