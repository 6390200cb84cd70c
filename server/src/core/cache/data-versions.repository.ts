import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { dataVersions } from './data-versions.tables.js';

/** The committed version of each derived-data domain, in one statement. */
export interface Versions {
  catalog: number;
  pricing: number;
}

export class DataVersionsRepository {
  constructor(private readonly database: Database) {}

  async read(): Promise<Versions> {
    const of = (domain: string) => sql<number>`coalesce(sum(${dataVersions.n}) filter (where ${dataVersions.domain} = ${domain}), 0)::float8`;
    const [row] = await this.database.db.select({ catalog: of('catalog'), pricing: of('pricing') }).from(dataVersions);
    return { catalog: Number(row.catalog), pricing: Number(row.pricing) };
  }
}
