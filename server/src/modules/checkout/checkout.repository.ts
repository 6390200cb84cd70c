import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { businessScopes, goods, goodsStocks, shops } from '../catalog/catalog.tables.js';
import { orderSubmissions } from '../orders/orders.tables.js';

/** What an order line records of its goods (GSP): names, spec, form, maker, approval number, batch and expiry. */
const GOODS_RECORD = {
  id: goods.id,
  name: goods.name,
  generic_name: goods.genericName,
  spec: goods.spec,
  dosage_form: goods.dosageForm,
  unit: goods.unit,
  manufacturer: goods.manufacturer,
  approval_no: goods.approvalNo,
  batch_no: goods.batchNo,
  expiry_date: sql<string>`to_char(${goods.expiryDate}, 'YYYY-MM-DD')`,
};

export interface NewOrder {
  id: number;
  orderNo: string;
  memberId: number;
  shopId: number;
  submissionId: number;
  goodsAmount: number;
  manjianAmount: number;
  couponAmount: number;
  shippingFee: number;
  payAmount: number;
  address: object;
  invoice: object;
  remark: string;
  expiresAt: Date;
}

export interface NewItem {
  orderId: number;
  goodsId: number;
  ckId: number;
  type: number;
  activityId: number;
  record: GoodsRecord;
  number: number;
  price: number;
  amount: number;
  manjian: number;
  coupon: number;
  gift: string;
}

/** SQL of placing orders: idempotency keys, stock reservation by conditional updates, orders, items and movements. */
export class CheckoutRepository {
  constructor(private readonly database: Database) {}

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.database.db.transaction(fn);
  }

  /** The submission for this key: new (created: true) or the one a previous identical request made. */
  async claimSubmission(tx: Executor, memberId: number, key: string): Promise<number | null> {
    const [row] = await this.database.rows<{ id: number }>(
      sql`
      insert into order_submissions (member_id, idem_key) values (${memberId}, ${key})
      on conflict (member_id, idem_key) do nothing returning id`,
      tx,
    );
    return row?.id ?? null;
  }

  async submissionByKey(memberId: number, key: string): Promise<number | null> {
    const [row] = await this.database.db
      .select({ id: orderSubmissions.id })
      .from(orderSubmissions)
      .where(and(eq(orderSubmissions.memberId, memberId), eq(orderSubmissions.idemKey, key)));
    return row?.id ?? null;
  }

  ordersOfSubmission(submissionId: number, executor?: Executor) {
    return this.database.rows<{ id: number; order_no: string; shop_name: string; pay_amount: number; expires_at: string; status: number }>(
      sql`
      select o.id, o.order_no, s.name as shop_name, o.pay_amount, o.status,
             to_char(o.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as expires_at
      from orders o join shops s on s.id = o.shop_id where o.submission_id = ${submissionId} order by o.id`,
      executor,
    );
  }

  /** Removes the lines being ordered, returning their quantities: a line already gone means a concurrent checkout took it. */
  async takeCartLines(tx: Executor, memberId: number, ids: number[]): Promise<Map<number, number>> {
    const rows = await this.database.rows<{ id: number; number: number }>(
      sql`
      delete from cart_items where member_id = ${memberId} and id in ${ids} returning id, number`,
      tx,
    );
    return new Map(rows.map((r) => [r.id, Number(r.number)]));
  }

  /** Takes `n` units from one warehouse; false when the stock is short (never goes below zero). */
  async reserveStock(tx: Executor, goodsId: number, ckId: number, n: number): Promise<boolean> {
    const rows = await this.database.rows(
      sql`
      update goods_stocks set number = number - ${n} where goods_id = ${goodsId} and ck_id = ${ckId} and number >= ${n} returning goods_id`,
      tx,
    );
    return rows.length === 1;
  }

  /** The fullest warehouse holding `n` units of a goods (packages take items from wherever they are). */
  async warehouseWith(tx: Executor, goodsId: number, n: number): Promise<number | null> {
    const [row] = await this.database.rows<{ ck_id: number }>(
      sql`
      select ck_id from goods_stocks where goods_id = ${goodsId} and number >= ${n} order by number desc, ck_id limit 1`,
      tx,
    );
    return row?.ck_id ?? null;
  }

  /** Sells `n` flash-sale units inside the window; false when sold out or outside the window. */
  async reserveFlash(tx: Executor, flashId: number, n: number, now: Date): Promise<boolean> {
    const rows = await this.database.rows(
      sql`
      update flash_sales set sold = sold + ${n}
      where id = ${flashId} and sold + ${n} <= stock and starts_at <= ${now.toISOString()} and ends_at > ${now.toISOString()} returning id`,
      tx,
    );
    return rows.length === 1;
  }

  /** Units of a flash sale in the member's orders that are not cancelled (read after the flash row is locked). */
  async flashBought(tx: Executor, memberId: number, flashId: number): Promise<number> {
    const [row] = await this.database.rows<{ n: number }>(
      sql`
      select coalesce(sum(i.number), 0)::int as n from order_items i join orders o on o.id = i.order_id
      where o.member_id = ${memberId} and o.status <> 4 and i.type = 1 and i.activity_id = ${flashId}`,
      tx,
    );
    return Number(row.n);
  }

  /** Marks the chosen coupons used by this submission; returns how many were still unused and valid. */
  async useCoupons(tx: Executor, memberId: number, ids: number[], submissionId: number, now: Date): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await this.database.rows(
      sql`
      update member_coupons set status = 1, used_at = ${now.toISOString()}, used_submission_id = ${submissionId}
      where member_id = ${memberId} and id in ${ids} and status = 0 and valid_from <= ${now.toISOString()} and valid_to > ${now.toISOString()}
      returning id`,
      tx,
    );
    return rows.length;
  }

  goodsRecords(ids: number[], executor: Executor = this.database.db) {
    return executor.select(GOODS_RECORD).from(goods).where(inArray(goods.id, ids));
  }

  /**
   * What placing an order at a given price checks of each goods: purchase rights (status, 可购, 控销, business scope),
   * quantity rules (minimum order, middle pack) and the stock of its fullest warehouse.
   */
  goodsForOrder(ids: number[]) {
    return this.database.db
      .select({
        id: goods.id,
        name: goods.name,
        unit: goods.unit,
        shop_id: goods.shopId,
        shop_name: shops.name,
        status: goods.status,
        is_buy: goods.isBuy,
        is_kx: goods.isKx,
        scope_code: goods.scopeCode,
        scope_name: businessScopes.name,
        middle_pack: goods.middlePack,
        min_order: goods.minOrder,
        stock: sql<number>`coalesce((select max(${goodsStocks.number}) from ${goodsStocks} where ${goodsStocks.goodsId} = ${goods.id}), 0)::int`,
      })
      .from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .innerJoin(businessScopes, eq(businessScopes.code, goods.scopeCode))
      .where(inArray(goods.id, ids));
  }

  shopRules(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.database.db
      .select({ id: shops.id, shipping_fee: shops.shippingFee, min_order_amount: shops.minOrderAmount })
      .from(shops)
      .where(inArray(shops.id, ids));
  }

  async nextOrderId(tx: Executor): Promise<number> {
    const [row] = await this.database.rows<{ id: number }>(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`, tx);
    return Number(row.id);
  }

  /** The order and its first timeline event, in one statement. */
  async insertOrder(tx: Executor, o: NewOrder) {
    await this.database.rows(
      sql`
      with placed as (
        insert into orders (id, order_no, member_id, shop_id, submission_id, goods_amount, manjian_amount, coupon_amount, shipping_fee,
                            pay_amount, address, invoice, remark, expires_at)
        values (${o.id}, ${o.orderNo}, ${o.memberId}, ${o.shopId}, ${o.submissionId}, ${o.goodsAmount}, ${o.manjianAmount}, ${o.couponAmount},
                ${o.shippingFee}, ${o.payAmount}, ${JSON.stringify(o.address)}::jsonb, ${JSON.stringify(o.invoice)}::jsonb, ${o.remark}, ${o.expiresAt.toISOString()})
        returning id)
      insert into order_events (order_id, title, detail) select id, '订单已提交', '等待买家付款' from placed`,
      tx,
    );
  }

  async insertItems(tx: Executor, items: NewItem[]) {
    if (items.length === 0) return;
    const values = items.map(
      (i) => sql`(${i.orderId}, ${i.goodsId}, ${i.ckId}, ${i.type}, ${i.activityId}, ${i.record.name}, ${i.record.generic_name},
      ${i.record.spec}, ${i.record.dosage_form}, ${i.record.unit}, ${i.record.manufacturer}, ${i.record.approval_no}, ${i.record.batch_no},
      ${i.record.expiry_date}, ${i.number}, ${i.price}, ${i.amount}, ${i.manjian}, ${i.coupon}, ${i.gift})`,
    );
    await this.database.rows(
      sql`
      insert into order_items (order_id, goods_id, ck_id, type, activity_id, name, generic_name, spec, dosage_form, unit, manufacturer,
                               approval_no, batch_no, expiry_date, number, price, amount, manjian_amount, coupon_amount, gift)
      values ${sql.join(values, sql`, `)}`,
      tx,
    );
  }

  async insertMovements(
    tx: Executor,
    rows: Array<{ goodsId: number; ckId: number; flashSaleId: number | null; orderId: number; change: number; reason: string }>,
  ) {
    if (rows.length === 0) return;
    const values = rows.map((m) => sql`(${m.goodsId}, ${m.ckId}, ${m.flashSaleId}, ${m.orderId}, ${m.change}, ${m.reason})`);
    await this.database.rows(
      sql`insert into stock_movements (goods_id, ck_id, flash_sale_id, order_id, change, reason) values ${sql.join(values, sql`, `)}`,
      tx,
    );
  }
}

/** Invoice title and tax number from the company profile: the company name and its 营业执照 number (统一社会信用代码). */
export async function invoiceProfile(database: Database, memberId: number): Promise<{ title: string; tax_no: string }> {
  const [row] = await database.rows<{ title: string; tax_no: string | null }>(sql`
    select m.company as title,
           (select c.number from member_certificates c where c.member_id = m.id and c.kind = 'business_licence' order by c.id desc limit 1) as tax_no
    from members m where m.id = ${memberId}`);
  return { title: row?.title ?? '', tax_no: row?.tax_no ?? '' };
}

export type GoodsRecord = Awaited<ReturnType<CheckoutRepository['goodsRecords']>>[number];
export type OrderGoods = Awaited<ReturnType<CheckoutRepository['goodsForOrder']>>[number];
