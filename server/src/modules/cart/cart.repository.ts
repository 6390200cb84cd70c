import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItems } from './cart.tables.js';

/** One cart line with everything pricing and display need, read in one query (no per-line lookups). */
export interface CartLineRow {
  id: number;
  /** 0 normal, 1 flash sale, 3 combination. */
  type: number;
  /** Flash sale or combination id (0 for a normal line). */
  activity_id: number;
  goods_id: number;
  ck_id: number;
  number: number;
  is_selected: boolean;
  addon_taken: boolean;
  min_order_amount: number;
  added_price: number;
  name: string;
  spec: string;
  unit: string;
  manufacturer: string;
  base_price: number;
  is_buy: boolean;
  status: string;
  is_kx: boolean;
  scope_code: string;
  scope_name: string;
  middle_pack: number;
  min_order: number;
  is_free_shipping: boolean;
  free_shipping_number: number;
  expiry_date: string;
  stock: number;
  ladder: Array<{ number: number; price: number }>;
  shop_id: number;
  shop_name: string;
  shipping_amount: number;
}

export class CartRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async lineCount(memberId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(cartItems).where(eq(cartItems.memberId, memberId));
    return Number(row?.n ?? 0);
  }

  lines(memberId: number, ids?: number[]): Promise<CartLineRow[]> {
    const only = ids ? sql`and c.id in ${ids}` : sql``;
    return this.database.rows<CartLineRow>(sql`
      select c.id, c.type, c.activity_id, c.goods_id, c.ck_id, c.number, c.is_selected, c.added_price, c.addon_taken,
             g.name, g.spec, g.unit, g.manufacturer, g.base_price, g.is_buy, g.status, g.is_kx, g.scope_code,
             bs.name as scope_name, g.middle_pack, g.min_order, g.is_free_shipping, g.free_shipping_number,
             to_char(g.expiry_date, 'YYYY-MM-DD') as expiry_date, coalesce(st.number, 0) as stock,
             coalesce((select json_agg(json_build_object('number', l.min_number, 'price', l.price) order by l.min_number)
                       from goods_ladder_prices l where l.goods_id = g.id), '[]'::json) as ladder,
             s.id as shop_id, s.name as shop_name, s.shipping_amount, s.min_order_amount
      from cart_items c
      join goods g on g.id = c.goods_id
      join shops s on s.id = g.shop_id
      join business_scopes bs on bs.code = g.scope_code
      left join goods_stocks st on st.goods_id = c.goods_id and st.ck_id = c.ck_id
      where c.member_id = ${memberId} ${only}
      order by s.id, c.id`);
  }

  /** The member's line for one goods, warehouse, type and activity. */
  async existingNumber(memberId: number, goodsId: number, ckId: number, type = 0, activityId = 0): Promise<number> {
    const [row] = await this.db
      .select({ n: cartItems.number })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.memberId, memberId),
          eq(cartItems.goodsId, goodsId),
          eq(cartItems.ckId, ckId),
          eq(cartItems.type, type),
          eq(cartItems.activityId, activityId),
        ),
      );
    return row?.n ?? 0;
  }

  /** Goods facts for adding to the cart: the warehouse stock asked for, or the fullest warehouse. */
  async goodsForAdd(goodsId: number, ckId: number | undefined) {
    const [row] = await this.database.rows<{
      id: number;
      name: string;
      unit: string;
      base_price: number;
      is_buy: boolean;
      status: string;
      is_kx: boolean;
      scope_code: string;
      scope_name: string;
      middle_pack: number;
      min_order: number;
      ck_id: number | null;
      stock: number;
      ladder: Array<{ number: number; price: number }>;
    }>(sql`
      select g.id, g.name, g.unit, g.base_price, g.is_buy, g.status, g.is_kx, g.scope_code, bs.name as scope_name,
             g.middle_pack, g.min_order, st.ck_id, coalesce(st.number, 0) as stock,
             coalesce((select json_agg(json_build_object('number', l.min_number, 'price', l.price) order by l.min_number)
                       from goods_ladder_prices l where l.goods_id = g.id), '[]'::json) as ladder
      from goods g join business_scopes bs on bs.code = g.scope_code
      left join lateral (select ck_id, number from goods_stocks s where s.goods_id = g.id
                         ${ckId ? sql`and s.ck_id = ${ckId}` : sql``} order by s.number desc, s.ck_id limit 1) st on true
      where g.id = ${goodsId}`);
    return row ?? null;
  }

  /**
   * Adds `number` to the member's line for this goods, warehouse, type and activity (creating it), returning the new
   * quantity. The price seen is refreshed with it: a later change is measured from what the buyer last saw.
   */
  async addToLine(
    memberId: number,
    line: { goodsId: number; ckId: number; type: number; activityId: number },
    number: number,
    price: number,
  ): Promise<number> {
    const [row] = await this.db
      .insert(cartItems)
      .values({ memberId, goodsId: line.goodsId, ckId: line.ckId, type: line.type, activityId: line.activityId, number, addedPrice: price })
      .onConflictDoUpdate({
        target: [cartItems.memberId, cartItems.goodsId, cartItems.ckId, cartItems.type, cartItems.activityId],
        set: { number: sql`${cartItems.number} + excluded.number`, addedPrice: sql`excluded.added_price`, isSelected: true, updatedAt: sql`now()` },
      })
      .returning({ number: cartItems.number });
    return row.number;
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
