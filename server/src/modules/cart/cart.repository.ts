import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { goods, goodsStocks, shops } from '../catalog/catalog.tables.js';
import { cartItems } from './cart.tables.js';

export class CartRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async lineCount(memberId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(cartItems).where(eq(cartItems.memberId, memberId));
    return Number(row?.n ?? 0);
  }

  /** The member's lines with goods, shop and the stock of the line's warehouse, in one query. */
  lines(memberId: number) {
    return this.db
      .select({
        id: cartItems.id,
        number: cartItems.number,
        isSelected: cartItems.isSelected,
        goodsId: goods.id,
        name: goods.name,
        manufacturer: goods.manufacturer,
        spec: goods.spec,
        unit: goods.unit,
        basePrice: goods.basePrice,
        isBuy: goods.isBuy,
        status: goods.status,
        stock: sql<number>`coalesce(${goodsStocks.number}, 0)`,
        shopId: shops.id,
        shopName: shops.name,
      })
      .from(cartItems)
      .innerJoin(goods, eq(goods.id, cartItems.goodsId))
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .leftJoin(goodsStocks, and(eq(goodsStocks.goodsId, cartItems.goodsId), eq(goodsStocks.ckId, cartItems.ckId)))
      .where(eq(cartItems.memberId, memberId))
      .orderBy(asc(shops.id), asc(cartItems.id));
  }

  /** Deletes only lines the member owns; returns how many went. */
  async deleteLines(memberId: number, ids: number[]): Promise<number> {
    const rows = await this.db
      .delete(cartItems)
      .where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, ids)))
      .returning({ id: cartItems.id });
    return rows.length;
  }
}
