import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { intArray, noRows, type Bind } from '../../db/one-trip.js';
import type { Database, Executor } from '../../db/client.js';
import { statementPart, type StatementPart } from '../../db/statement-parts.js';
import { businessScopeNames, goodsFacts, goodsStockLevels, ladderOf, shopFacts, stocksOf } from '../catalog/public.js';
import { cartItems, cartLineCounts } from './cart.tables.js';

/** A cart line an order took, as the statement that took it returns it. */
export interface CartLineTaken {
  id: number;
  number: number;
}

/** A line of the member's cart as the pricing engine and the add checks know it. */
export interface LineKey {
  goodsId: number;
  ckId: number;
  type: number;
  activityId: number;
}

/** What deciding whether a member may buy a goods in a quantity needs (joined to its business scope). */
const purchaseColumns = {
  name: goodsFacts.name,
  unit: goodsFacts.unit,
  base_price: goodsFacts.basePrice,
  is_buy: goodsFacts.isBuy,
  status: goodsFacts.status,
  is_kx: goodsFacts.isKx,
  scope_code: goodsFacts.scopeCode,
  scope_name: businessScopeNames.name,
  middle_pack: goodsFacts.middlePack,
  min_order: goodsFacts.minOrder,
};

/**
 * Part of a cart write's FROM list: the write's transaction commits without waiting for its WAL record to reach the
 * disk (`synchronous_commit = off`, for this transaction only). Every write of a member's lines updates the member's
 * one cart_line_counts row, and a row lock is held until commit: waiting for the flush there made one member's
 * concurrent adds queue on the disk. A crash of the database server can lose the last fraction of a second of cart
 * changes, whole (never half of one); orders, stock and money never take this path.
 */
const COMMIT_WITHOUT_FLUSH = sql`(select set_config('synchronous_commit', 'off', true)) as commit_without_flush`;

export class CartRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async lineCount(memberId: number): Promise<number> {
    const [row] = await this.db.select({ n: cartLineCounts.lines }).from(cartLineCounts).where(eq(cartLineCounts.memberId, memberId));
    return row?.n ?? 0;
  }

  /** The member's cart version (0 before the first line); `versionOf` is the same as a correlated subquery. */
  async version(memberId: number): Promise<number> {
    const [row] = await this.db.select({ v: cartLineCounts.version }).from(cartLineCounts).where(eq(cartLineCounts.memberId, memberId));
    return row?.v ?? 0;
  }

  versionOf(memberId: SQL): SQL<number> {
    return sql<number>`coalesce((select ${cartLineCounts.version} from ${cartLineCounts} where ${cartLineCounts.memberId} = ${memberId}), 0)`;
  }

  /** One query for every line with what pricing and display need (no per-line lookups). */
  lines(memberId: number, ids?: number[]) {
    const values = { memberId, ...(ids ? { ids: intArray(ids) } : {}) };
    return this.database.shaped(`cart.lines${ids ? '.chosen' : ''}`, values, (v) => this.linesQuery(v, !!ids, sql`${v('memberId')}::int`));
  }

  private linesQuery(v: Bind, chosen: boolean, memberId: SQL) {
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
        spec: goodsFacts.spec,
        manufacturer: goodsFacts.manufacturer,
        is_free_shipping: goodsFacts.isFreeShipping,
        free_shipping_number: goodsFacts.freeShippingNumber,
        expiry_date: goodsFacts.expiryDate,
        category_id: goodsFacts.categoryId,
        stock: sql<number>`coalesce(${goodsStockLevels.number}, 0)`,
        ladder: ladderOf(goodsFacts.id),
        shop_id: shopFacts.id,
        shop_name: shopFacts.name,
        shipping_amount: shopFacts.shippingAmount,
        min_order_amount: shopFacts.minOrderAmount,
      })
      .from(cartItems)
      .innerJoin(goodsFacts, eq(goodsFacts.id, cartItems.goodsId))
      .innerJoin(shopFacts, eq(shopFacts.id, goodsFacts.shopId))
      .innerJoin(businessScopeNames, eq(businessScopeNames.code, goodsFacts.scopeCode))
      .leftJoin(goodsStockLevels, and(eq(goodsStockLevels.goodsId, cartItems.goodsId), eq(goodsStockLevels.ckId, cartItems.ckId)))
      .where(and(sql`${cartItems.memberId} = ${memberId}`, chosen ? sql`${cartItems.id} = any(${v('ids')}::int[])` : undefined))
      .orderBy(asc(shopFacts.id), asc(cartItems.id));
  }

  /** The member's lines of these goods: what an add is checked against. */
  /**
   * Goods facts for adding to the cart, with every warehouse's stock, fullest first, and the lines the member already
   * holds of each goods (every warehouse, type and activity): one query for all the goods.
   */
  goodsForAdd(ids: number[], memberId: number | null = null) {
    if (ids.length === 0) return noRows();
    return this.database.shaped('cart.goodsForAdd', { ids: intArray(ids), memberId }, (v) => this.goodsForAddQuery(v, sql`${v('memberId')}::int`));
  }

  private goodsForAddQuery(v: Bind, memberId: SQL) {
    const stocks = stocksOf(goodsFacts.id);
    const held = sql<Array<{ ck_id: number; type: number; activity_id: number; number: number }>>`coalesce((select json_agg(json_build_object(
      'ck_id', c.ck_id, 'type', c.type, 'activity_id', c.activity_id, 'number', c.number))
      from ${cartItems} c where c.member_id = ${memberId} and c.goods_id = ${goodsFacts.id}), '[]'::json)`;
    return this.db
      .select({
        id: goodsFacts.id,
        ...purchaseColumns,
        stocks,
        ladder: ladderOf(goodsFacts.id),
        held,
      })
      .from(goodsFacts)
      .innerJoin(businessScopeNames, eq(businessScopeNames.code, goodsFacts.scopeCode))
      .where(sql`${goodsFacts.id} = any(${v('ids')}::int[])`);
  }

  /**
   * Adds each quantity to the member's line for its goods, warehouse, type and activity (creating it) and reads the
   * member's line count — one statement, so no transaction round trips: the count in RETURNING is the one kept for the
   * member as the statement started (cart_line_counts), plus the lines it created (`xmax = 0`: inserted, not updated).
   * The price seen is refreshed with it: a later change is measured from what the buyer last saw. The adds must name
   * distinct lines. One text for any number of adds (arrays), built once and planned once (a shaped, generic statement).
   */
  async addToLines(memberId: number, adds: Array<LineKey & { number: number; price: number }>) {
    if (adds.length === 0) return { lines: [], total: await this.lineCount(memberId) };
    const column = (pick: (a: (typeof adds)[number]) => number) => intArray(adds.map(pick));
    const values = {
      member: memberId,
      goods: column((a) => a.goodsId),
      ck: column((a) => a.ckId),
      type: column((a) => a.type),
      activity: column((a) => a.activityId),
      number: column((a) => a.number),
      price: column((a) => a.price),
    };
    const rows = await this.database.shapedStatement<LineKey & { number: number; inserted: boolean; before: number | null }>(
      'cart.addToLines',
      values,
      (b) => sql`insert into ${cartItems} as c (member_id, goods_id, ck_id, type, activity_id, number, added_price)
        select ${b('member')}::int, a.goods_id, a.ck_id, a.type, a.activity_id, a.number, a.price
        from ${COMMIT_WITHOUT_FLUSH}, unnest(${b('goods')}::int[], ${b('ck')}::int[], ${b('type')}::smallint[], ${b('activity')}::int[],
          ${b('number')}::int[], ${b('price')}::int[]) as a(goods_id, ck_id, type, activity_id, number, price)
        on conflict (member_id, goods_id, ck_id, type, activity_id) do update
          set number = c.number + excluded.number, added_price = excluded.added_price, is_selected = true, updated_at = now()
        returning c.goods_id as "goodsId", c.ck_id as "ckId", c.type, c.activity_id as "activityId", c.number, (c.xmax = 0) as inserted,
          (select n.lines from ${cartLineCounts} n where n.member_id = ${b('member')}::int) as before`,
    );
    const total = (rows[0].before ?? 0) + rows.filter((r) => r.inserted).length;
    return { lines: rows.map(({ inserted: _i, before: _b, ...line }) => line), total };
  }

  /**
   * Removes the lines being ordered, as a part of the statement that claims the submission (its CTE `key`, empty when
   * the submission was already claimed — then nothing is removed); returns `id, number` of each line taken. A line
   * already gone means a concurrent checkout took it. The part holds when it took exactly `expect`, each line with its
   * number.
   */
  takeLinesPart(memberId: number, ids: number[], expect: Array<{ id: number; number: number }>): StatementPart<CartLineTaken> {
    const want = JSON.stringify(expect.map((l) => ({ id: l.id, number: l.number })));
    return statementPart(
      (key) => sql`delete from ${cartItems} where member_id = ${memberId}::int and id = any(${intArray(ids)}::int[])
        and exists (select 1 from ${key}) returning id, number`,
      (taken) => sql`((select count(*) from ${taken}) = ${expect.length}::int and (select count(*) from ${taken} t
        join json_to_recordset(${want}::json) as w(id int, number int) on w.id = t.id and w.number = t.number) = ${expect.length}::int)`,
    );
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

  /** Takes the goods out of every cart (a recalled batch), in the caller's transaction: whose lines, which goods. */
  removeGoods(tx: Executor, goodsIds: number[]): Promise<Array<{ member_id: number; goods_id: number }>> {
    if (goodsIds.length === 0) return Promise.resolve([]);
    return tx.delete(cartItems).where(inArray(cartItems.goodsId, goodsIds)).returning({ member_id: cartItems.memberId, goods_id: cartItems.goodsId });
  }
}

/** One cart line with everything pricing and display need. */
export type CartLineRow = Awaited<ReturnType<CartRepository['lines']>>[number];
/** A goods as an add to the cart checks it. */
export type GoodsForAdd = Awaited<ReturnType<CartRepository['goodsForAdd']>>[number];
