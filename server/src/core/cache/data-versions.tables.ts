import { bigint, integer, primaryKey, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Change counters of derived-data domains ('catalog': what goods cards and lists read; 'pricing': what a priced cart
 * reads besides the catalogue). Statement triggers add one to the writing connection's own row of the domain, so
 * writers never wait on each other, and a domain's version — the sum of its rows — moves exactly when a change
 * commits. Per-process caches are valid only under the versions they were read at (versioned-cache.ts).
 */
export const dataVersions = pgTable(
  'data_versions',
  {
    domain: text('domain').notNull(),
    backend: integer('backend').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.domain, t.backend] })],
);
