import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { goods, shops, warehouses } from './catalog.tables.js';

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

/** What a shop's settings may change of its row. */
export type ShopSettings = Partial<typeof shops.$inferInsert>;

/** Until the merchant sets its own (shop settings): ¥15 shipping, free from ¥800, no minimum order. */
const DEFAULT_SHIPPING = { shippingFee: 1500, shippingAmount: 80000, minOrderAmount: 0 };

/**
 * A new shop with its first warehouse, in the caller's transaction. Shop and warehouse ids are the catalogue's own
 * numbering (the seed's ids are kept), so the next id is taken under a transaction-scoped lock: two approvals at once
 * never pick the same one.
 */
export async function openShop(tx: Executor, s: NewShop): Promise<number> {
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
export async function shopRow(executor: Executor, shopId: number, lock = false) {
  const query = executor.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Sets what the shop's merchant changed of its settings, in the caller's transaction. */
export async function updateShopSettings(tx: Executor, shopId: number, values: ShopSettings) {
  await tx.update(shops).set(values).where(eq(shops.id, shopId));
}

/** Locks the shop's row for the caller's transaction (serialises writes that check the shop's other rows); false: no such shop. */
export async function lockShop(tx: Executor, shopId: number): Promise<boolean> {
  const [row] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
  return row !== undefined;
}

/** Locks the goods' row for the caller's transaction (two writers of one goods' rules check them in turn). */
export async function lockGoods(tx: Executor, goodsId: number): Promise<void> {
  await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId)).for('update');
}
