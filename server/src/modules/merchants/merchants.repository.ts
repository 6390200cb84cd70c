import type { Database, Executor } from '../../db/client.js';
import { openShop, shopRow, updateShopSettings, type NewShop, type ShopSettings } from '../catalog/public.js';

/** The merchants' shops as the portal reads them, and opening one: the rows are the catalogue's, written by it. */
export class MerchantsRepository {
  constructor(private readonly database: Database) {}

  /** A new shop with its first warehouse (catalog numbers them under a transaction-scoped lock). */
  openShop(tx: Executor, s: NewShop): Promise<number> {
    return openShop(tx, s);
  }

  /** The shop row (locked for the caller's transaction when `lock`). */
  shop(shopId: number, executor: Executor = this.database.db, lock = false) {
    return shopRow(executor, shopId, lock);
  }

  async updateSettings(tx: Executor, shopId: number, values: ShopSettings) {
    await updateShopSettings(tx, shopId, values);
  }
}
