import { ORDER_STATUS } from '@yaocai/contract';
import { and, asc, desc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { correlated, isoUtc } from '../../db/sql-helpers.js';
import { LINE_TYPE } from '../../shared/pricing/index.js';
import { members } from '../accounts/accounts.tables.js';
import { memberCertificates } from '../accounts/certificates.tables.js';
import { cartItems } from '../cart/cart.tables.js';
import { businessScopes, goods, goodsStocks, shops } from '../catalog/catalog.tables.js';
import { memberCoupons } from '../coupons/coupons.tables.js';
import { orderEvents, orderItems, orders, orderSubmissions, stockMovements } from '../orders/orders.tables.js';
import { flashSales } from '../promotions/promotions.tables.js';

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

/** An order as placed: unpaid, its address and invoice copied from the form. */
export type NewOrder = Required<
  Pick<
    typeof orders.$inferInsert,
    | 'id'
    | 'orderNo'
    | 'memberId'
    | 'shopId'
    | 'submissionId'
    | 'goodsAmount'
    | 'manjianAmount'
    | 'couponAmount'
    | 'shippingFee'
    | 'payAmount'
    | 'address'
    | 'invoice'
    | 'remark'
    | 'expiresAt'
  >
>;

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
    const [row] = await tx
      .insert(orderSubmissions)
      .values({ memberId, idemKey: key })
      .onConflictDoNothing({ target: [orderSubmissions.memberId, orderSubmissions.idemKey] })
      .returning({ id: orderSubmissions.id });
    return row?.id ?? null;
  }

  async submissionByKey(memberId: number, key: string): Promise<number | null> {
    const [row] = await this.database.db
      .select({ id: orderSubmissions.id })
      .from(orderSubmissions)
      .where(and(eq(orderSubmissions.memberId, memberId), eq(orderSubmissions.idemKey, key)));
    return row?.id ?? null;
  }

  ordersOfSubmission(submissionId: number, executor: Executor = this.database.db) {
    return executor
      .select({
        id: orders.id,
        order_no: orders.orderNo,
        shop_name: shops.name,
        pay_amount: orders.payAmount,
        status: orders.status,
        expires_at: isoUtc(orders.expiresAt),
      })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(eq(orders.submissionId, submissionId))
      .orderBy(asc(orders.id));
  }

  /** Removes the lines being ordered, returning their quantities: a line already gone means a concurrent checkout took it. */
  async takeCartLines(tx: Executor, memberId: number, ids: number[]): Promise<Map<number, number>> {
    const rows = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, ids)))
      .returning({ id: cartItems.id, number: cartItems.number });
    return new Map(rows.map((r) => [r.id, r.number]));
  }

  /** Takes `n` units from one warehouse; false when the stock is short (never goes below zero). */
  async reserveStock(tx: Executor, goodsId: number, ckId: number, n: number): Promise<boolean> {
    const rows = await tx
      .update(goodsStocks)
      .set({ number: sql`${goodsStocks.number} - ${n}` })
      .where(and(eq(goodsStocks.goodsId, goodsId), eq(goodsStocks.ckId, ckId), gte(goodsStocks.number, n)))
      .returning({ goodsId: goodsStocks.goodsId });
    return rows.length === 1;
  }

  /** The fullest warehouse holding `n` units of a goods (packages take items from wherever they are). */
  async warehouseWith(tx: Executor, goodsId: number, n: number): Promise<number | null> {
    const [row] = await tx
      .select({ ckId: goodsStocks.ckId })
      .from(goodsStocks)
      .where(and(eq(goodsStocks.goodsId, goodsId), gte(goodsStocks.number, n)))
      .orderBy(desc(goodsStocks.number), asc(goodsStocks.ckId))
      .limit(1);
    return row?.ckId ?? null;
  }

  /** Sells `n` flash-sale units inside the window; false when sold out or outside the window. */
  async reserveFlash(tx: Executor, flashId: number, n: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(flashSales)
      .set({ sold: sql`${flashSales.sold} + ${n}` })
      .where(
        and(
          eq(flashSales.id, flashId),
          sql`${flashSales.sold} + ${n} <= ${flashSales.stock}`,
          lte(flashSales.startsAt, now),
          gt(flashSales.endsAt, now),
        ),
      )
      .returning({ id: flashSales.id });
    return rows.length === 1;
  }

  /** Units of a flash sale in the member's orders that are not cancelled (read after the flash row is locked). */
  async flashBought(tx: Executor, memberId: number, flashId: number): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`coalesce(sum(${orderItems.number}), 0)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.memberId, memberId),
          ne(orders.status, ORDER_STATUS.cancelled),
          eq(orderItems.type, LINE_TYPE.flashSale),
          eq(orderItems.activityId, flashId),
        ),
      );
    return row.n;
  }

  /** Marks the chosen coupons used by this submission; returns how many were still unused and valid. */
  async useCoupons(tx: Executor, memberId: number, ids: number[], submissionId: number, now: Date): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await tx
      .update(memberCoupons)
      .set({ status: 1, usedAt: now, usedSubmissionId: submissionId })
      .where(
        and(
          eq(memberCoupons.memberId, memberId),
          inArray(memberCoupons.id, ids),
          eq(memberCoupons.status, 0),
          lte(memberCoupons.validFrom, now),
          gt(memberCoupons.validTo, now),
        ),
      )
      .returning({ id: memberCoupons.id });
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
        stock: correlated<number>(
          sql`coalesce((select max(${goodsStocks.number}) from ${goodsStocks} where ${goodsStocks.goodsId} = ${goods.id}), 0)::int`,
        ),
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
    return row.id;
  }

  /** The order and its first timeline event, in one statement. */
  async insertOrder(tx: Executor, o: NewOrder) {
    const placed = tx.insert(orders).values(o).returning({ id: orders.id });
    const eventColumns = [orderEvents.orderId, orderEvents.title, orderEvents.detail].map((c) => sql.identifier(c.name));
    await this.database.rows(
      sql`with placed as ${placed} insert into ${orderEvents} (${sql.join(eventColumns, sql`, `)})
        select id, ${'订单已提交'}, ${'等待买家付款'} from placed`,
      tx,
    );
  }

  async insertItems(tx: Executor, items: NewItem[]) {
    if (items.length === 0) return;
    await tx.insert(orderItems).values(
      items.map((i) => ({
        orderId: i.orderId,
        goodsId: i.goodsId,
        ckId: i.ckId,
        type: i.type,
        activityId: i.activityId,
        name: i.record.name,
        genericName: i.record.generic_name,
        spec: i.record.spec,
        dosageForm: i.record.dosage_form,
        unit: i.record.unit,
        manufacturer: i.record.manufacturer,
        approvalNo: i.record.approval_no,
        batchNo: i.record.batch_no,
        expiryDate: i.record.expiry_date,
        number: i.number,
        price: i.price,
        amount: i.amount,
        manjianAmount: i.manjian,
        couponAmount: i.coupon,
        gift: i.gift,
      })),
    );
  }

  async insertMovements(tx: Executor, rows: Array<typeof stockMovements.$inferInsert>) {
    if (rows.length === 0) return;
    await tx.insert(stockMovements).values(rows);
  }

  /** Invoice title and tax number from the company profile: the company name and its 营业执照 number (统一社会信用代码). */
  async invoiceProfile(memberId: number): Promise<{ title: string; tax_no: string }> {
    const licenceNo = correlated<string | null>(sql`(select ${memberCertificates.number} from ${memberCertificates}
      where ${memberCertificates.memberId} = ${members.id} and ${memberCertificates.kind} = 'business_licence'
      order by ${memberCertificates.id} desc limit 1)`);
    const [row] = await this.database.db.select({ title: members.company, tax_no: licenceNo }).from(members).where(eq(members.id, memberId));
    return { title: row?.title ?? '', tax_no: row?.tax_no ?? '' };
  }
}

export type GoodsRecord = Awaited<ReturnType<CheckoutRepository['goodsRecords']>>[number];
export type OrderGoods = Awaited<ReturnType<CheckoutRepository['goodsForOrder']>>[number];
