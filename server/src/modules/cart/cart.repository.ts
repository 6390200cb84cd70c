import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { intArray, type Bind } from '../../db/one-trip.js';
import type { Database, Executor } from '../../db/client.js';
import { cardColumns } from '../catalog/catalog.repository.js';
import { businessScopes, goods, goodsStocks, shops } from '../catalog/catalog.tables.js';
import { cartItems } from './cart.tables.js';

/** A line of the member's cart as the pricing engine and the add checks know it. */
export interface LineKey {
  goodsId: number;
  ckId: number;
  type: number;
  activityId: number;
}

/** What deciding whether a member may buy a goods in a quantity needs (joined to its business scope). */
const purchaseColumns = {
  name: goods.name,
  unit: goods.unit,
  base_price: goods.basePrice,
  is_buy: goods.isBuy,
  status: goods.status,
  is_kx: goods.isKx,
  scope_code: goods.scopeCode,
  scope_name: businessScopes.name,
  middle_pack: goods.middlePack,
  min_order: goods.minOrder,
};

export class CartRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async lineCount(memberId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(cartItems).where(eq(cartItems.memberId, memberId));
    return Number(row?.n ?? 0);
  }

  /** One query for every line with what pricing and display need (no per-line lookups). */
  lines(memberId: number, ids?: number[]) {
    const values = ids ? { memberId, ids: intArray(ids) } : { memberId };
    return this.database.shaped(ids ? 'cart.lines.chosen' : 'cart.lines', values, (v) => this.linesQuery(v, !!ids));
  }

  private linesQuery(v: Bind, chosen: boolean) {
    return this.db
      .select({
        id: cartItems.id,
        /** 0 normal, 1 flash sale, 3 combination. */
        type: cartItems.type,
        /** Flash sale or combination id (0 for a normal line). */
        activity_id: cartItems.activityId,
        goods_id: cartItems.goodsId,
        ck_id: cartItems.ckId,
        number: cartItems.number,
        is_selected: cartItems.isSelected,
        added_price: cartItems.addedPrice,
        addon_taken: cartItems.addonTaken,
        ...purchaseColumns,
        spec: goods.spec,
        manufacturer: goods.manufacturer,
        is_free_shipping: goods.isFreeShipping,
        free_shipping_number: goods.freeShippingNumber,
        expiry_date: goods.expiryDate,
        stock: sql<number>`coalesce(${goodsStocks.number}, 0)`,
        ladder: cardColumns.ladder,
        shop_id: shops.id,
        shop_name: shops.name,
        shipping_amount: shops.shippingAmount,
        min_order_amount: shops.minOrderAmount,
      })
      .from(cartItems)
      .innerJoin(goods, eq(goods.id, cartItems.goodsId))
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .innerJoin(businessScopes, eq(businessScopes.code, goods.scopeCode))
      .leftJoin(goodsStocks, and(eq(goodsStocks.goodsId, cartItems.goodsId), eq(goodsStocks.ckId, cartItems.ckId)))
      .where(and(eq(cartItems.memberId, v('memberId')), chosen ? sql`${cartItems.id} = any(${v('ids')}::int[])` : undefined))
      .orderBy(asc(shops.id), asc(cartItems.id));
  }

  /** The member's lines of these goods: what an add is checked against. */
  /**
   * Goods facts for adding to the cart, with every warehouse's stock, fullest first, and the lines the member already
   * holds of each goods (every warehouse, type and activity): one query for all the goods.
   */
  goodsForAdd(ids: number[], memberId: number | null = null) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.database.shaped('cart.goodsForAdd', { ids: intArray(ids), memberId }, (v) => this.goodsForAddQuery(v));
  }

  private goodsForAddQuery(v: Bind) {
    const stocks = sql<Array<{ ck_id: number; number: number }>>`coalesce((select json_agg(json_build_object('ck_id', ${goodsStocks.ckId},
      'number', ${goodsStocks.number}) order by ${goodsStocks.number} desc, ${goodsStocks.ckId})
      from ${goodsStocks} where ${goodsStocks.goodsId} = ${goods.id}), '[]'::json)`;
    const held = sql<Array<{ ck_id: number; type: number; activity_id: number; number: number }>>`coalesce((select json_agg(json_build_object(
      'ck_id', c.ck_id, 'type', c.type, 'activity_id', c.activity_id, 'number', c.number))
      from ${cartItems} c where c.member_id = ${v('memberId')}::int and c.goods_id = ${goods.id}), '[]'::json)`;
    return this.db
      .select({
        id: goods.id,
        ...purchaseColumns,
        stocks,
        ladder: cardColumns.ladder,
        held,
      })
      .from(goods)
      .innerJoin(businessScopes, eq(businessScopes.code, goods.scopeCode))
      .where(sql`${goods.id} = any(${v('ids')}::int[])`);
  }

  /**
   * Adds each quantity to the member's line for its goods, warehouse, type and activity (creating it) and counts the
   * member's lines — one statement, so no transaction round trips: the count in RETURNING sees the lines as the
   * statement started, plus the lines it created (`xmax = 0`: inserted, not updated). The price seen is refreshed with
   * it: a later change is measured from what the buyer last saw. The adds must name distinct lines.
   */
  async addToLines(memberId: number, adds: Array<LineKey & { number: number; price: number }>) {
    if (adds.length === 0) return { lines: [], total: await this.lineCount(memberId) };
    const rows = await this.db
      .insert(cartItems)
      .values(
        adds.map((a) => ({
          memberId,
          goodsId: a.goodsId,
          ckId: a.ckId,
          type: a.type,
          activityId: a.activityId,
          number: a.number,
          addedPrice: a.price,
        })),
      )
      .onConflictDoUpdate({
        target: [cartItems.memberId, cartItems.goodsId, cartItems.ckId, cartItems.type, cartItems.activityId],
        set: {
          number: sql`${cartItems.number} + excluded.number`,
          addedPrice: sql`excluded.added_price`,
          isSelected: true,
          updatedAt: sql`now()`,
        },
      })
      .returning({
        goodsId: cartItems.goodsId,
        ckId: cartItems.ckId,
        type: cartItems.type,
        activityId: cartItems.activityId,
        number: cartItems.number,
        inserted: sql<boolean>`(xmax = 0)`,
        before: sql<number>`(select count(*)::int from ${cartItems} c where c.member_id = ${memberId})`,
      });
    const total = Number(rows[0].before) + rows.filter((r) => r.inserted).length;
    return { lines: rows.map(({ inserted: _i, before: _b, ...line }) => line), total };
  }

  /** Removes the lines being ordered, returning their quantities: a line already gone means a concurrent checkout took it. */
  async take(tx: Executor, memberId: number, ids: number[]): Promise<Map<number, number>> {
    const rows = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, ids)))
      .returning({ id: cartItems.id, number: cartItems.number });
    return new Map(rows.map((r) => [r.id, r.number]));
  }

  /** The member's own lines among `ids` as copying them needs them. */
  ownLines(memberId: number, ids: number[]) {
    return this.db
      .select({
        goodsId: cartItems.goodsId,
        ckId: cartItems.ckId,
        type: cartItems.type,
        activityId: cartItems.activityId,
        number: cartItems.number,
        addedPrice: cartItems.addedPrice,
      })
      .from(cartItems)
      .where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, ids)));
  }

  /** Adds the lines to each target's cart; a line the target already has gets the numbers added. */
  async copyLines(
    lines: Array<{ goodsId: number; ckId: number; type: number; activityId: number; number: number; addedPrice: number }>,
    targets: number[],
  ) {
    const values = targets.flatMap((memberId) => lines.map((l) => ({ memberId, ...l })));
    if (values.length === 0) return;
    await this.db
      .insert(cartItems)
      .values(values)
      .onConflictDoUpdate({
        target: [cartItems.memberId, cartItems.goodsId, cartItems.ckId, cartItems.type, cartItems.activityId],
        set: { number: sql`${cartItems.number} + excluded.number`, updatedAt: sql`now()` },
      });
  }

  async setNumber(memberId: number, id: number, number: number, price: number) {
    await this.db
      .update(cartItems)
      .set({ number, addedPrice: price, updatedAt: sql`now()` })
      .where(and(eq(cartItems.memberId, memberId), eq(cartItems.id, id)));
  }

  /** Takes or drops the 换购 offer of the member's own line; false when the line is not theirs. */
  async setAddon(memberId: number, id: number, taken: boolean): Promise<boolean> {
    const rows = await this.db
      .update(cartItems)
      .set({ addonTaken: taken, updatedAt: new Date() })
      .where(and(eq(cartItems.memberId, memberId), eq(cartItems.id, id)))
      .returning({ id: cartItems.id });
    return rows.length === 1;
  }

  /** Selects or deselects the member's own lines; returns how many matched. */
  async setSelected(memberId: number, ids: number[], selected: boolean): Promise<number> {
    const rows = await this.db
      .update(cartItems)
      .set({ isSelected: selected })
      .where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, ids)))
      .returning({ id: cartItems.id });
    return rows.length;
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

/** One cart line with everything pricing and display need. */
export type CartLineRow = Awaited<ReturnType<CartRepository['lines']>>[number];
/** A goods as an add to the cart checks it. */
export type GoodsForAdd = Awaited<ReturnType<CartRepository['goodsForAdd']>>[number];
