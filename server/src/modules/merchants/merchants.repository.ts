import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { shops, warehouses } from '../catalog/catalog.tables.js';

/** A shop as onboarding opens it: the names, where it is, and the licences the operator checked. */
export interface NewShop {
  name: string;
  shortName: string;
  province: string;
  city: string;
  licenceNo: string;
  licenceExpires: string;
  businessLicenceNo: string;
  businessLicenceExpires: string | null;
  gspCertNo: string;
  gspExpires: string | null;
}

/** Until the merchant sets its own (shop settings): ¥15 shipping, free from ¥800, no minimum order. */
const DEFAULT_SHIPPING = { shippingFee: 1500, shippingAmount: 80000, minOrderAmount: 0 };

/** SQL only: the merchants' shops as the portal reads them, and opening one. */
export class MerchantsRepository {
  constructor(private readonly database: Database) {}

  /**
   * A new shop with its first warehouse. Shop and warehouse ids are the catalogue's own numbering (the seed's ids are
   * kept), so the next id is taken under a transaction-scoped lock: two approvals at once never pick the same one.
   */
  async openShop(tx: Executor, s: NewShop): Promise<number> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shops.id'))`);
    const [{ id }] = (
      (await tx.execute(sql`select coalesce(max(${shops.id}), 0)::int + 1 as id from ${shops}`)) as unknown as { rows: Array<{ id: number }> }
    ).rows;
    await tx.insert(shops).values({ id: Number(id), ...s, ...DEFAULT_SHIPPING, description: '' });
    const [{ ck }] = (
      (await tx.execute(sql`select coalesce(max(${warehouses.id}), 0)::int + 1 as ck from ${warehouses}`)) as unknown as {
        rows: Array<{ ck: number }>;
      }
    ).rows;
    await tx.insert(warehouses).values({ id: Number(ck), shopId: Number(id), name: `${s.shortName}主仓` });
    return Number(id);
  }

  /** The shop row (locked for the caller's transaction when `lock`). */
  async shop(shopId: number, executor: Executor = this.database.db, lock = false) {
    const query = executor.select().from(shops).where(eq(shops.id, shopId)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async updateSettings(tx: Executor, shopId: number, values: Partial<typeof shops.$inferInsert>) {
    await tx.update(shops).set(values).where(eq(shops.id, shopId));
  }
}
