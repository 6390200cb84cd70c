import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ShapedRead } from '../../db/one-trip.js';
import { dataVersions } from './data-versions.tables.js';

/** The committed version of each derived-data domain, in one statement. */
export interface Versions {
  catalog: number;
  pricing: number;
}

export class DataVersionsRepository {
  constructor(private readonly database: Database) {}

  async read(): Promise<Versions> {
    const [row] = await this.shapedRead();
    return { catalog: Number(row.catalog), pricing: Number(row.pricing) };
  }

  /** The same read as a shaped read, for a request to fold into its own statement (db/one-trip.ts). */
  shapedRead(): ShapedRead<Versions> {
    const of = (domain: string) => sql<number>`coalesce(sum(${dataVersions.n}) filter (where ${dataVersions.domain} = ${domain}), 0)::float8`;
    return this.database.shaped('data-versions', {}, () =>
      this.database.db.select({ catalog: of('catalog'), pricing: of('pricing') }).from(dataVersions),
    );
  }
}
