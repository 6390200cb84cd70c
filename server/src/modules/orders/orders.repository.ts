import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  like,
  lt,
  lte,
  ne,
  notExists,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { AFTER_SALE_STATE, ORDER_STATUS, PAID_ORDER_STATES, REFUND_AFTER_SALE_KINDS, type AfterSaleKind } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc, isoUtcOrNull } from '../../db/sql-helpers.js';
import { memberReference } from '../accounts/public.js';
import { shopFacts } from '../catalog/public.js';
import { operatorActor, recordDecision } from '../admin/operator-decision.sql.js';
import { holdsColdChain } from './cold-chain.repository.js';
import { afterSales, orderEvents, orderItems, orderRefunds, orders, shipmentTemperatures, shipments, stockMovements } from './orders.tables.js';

/** The columns of an order as the API shows it (instants as UTC ISO text, the shop's short name). */
const orderColumns = {
  id: orders.id,
  order_no: orders.orderNo,
  submission_id: orders.submissionId,
  member_id: orders.memberId,
  shop_id: orders.shopId,
  shop_name: shopFacts.shortName,
  status: orders.status,
  goods_amount: orders.goodsAmount,
  manjian_amount: orders.manjianAmount,
  coupon_amount: orders.couponAmount,
  shipping_fee: orders.shippingFee,
  pay_amount: orders.payAmount,
  paid_amount: orders.paidAmount,
  refunded_amount: orders.refundedAmount,
  pay_method: orders.payMethod,
  created_at: isoUtc(orders.createdAt),
  expires_at: isoUtc(orders.expiresAt),
  address: orders.address,
  invoice: orders.invoice,
  remark: orders.remark,
  paid_at: isoUtcOrNull(orders.paidAt),
  shipped_at: isoUtcOrNull(orders.shippedAt),
  received_at: isoUtcOrNull(orders.receivedAt),
  cancelled_at: isoUtcOrNull(orders.cancelledAt),
  cancel_reason: orders.cancelReason,
};

const itemColumns = {
  id: orderItems.id,
  order_id: orderItems.orderId,
  goods_id: orderItems.goodsId,
  type: orderItems.type,
  name: orderItems.name,
  generic_name: orderItems.genericName,
  spec: orderItems.spec,
  dosage_form: orderItems.dosageForm,
  unit: orderItems.unit,
  manufacturer: orderItems.manufacturer,
  approval_no: orderItems.approvalNo,
  batch_no: orderItems.batchNo,
  expiry_date: orderItems.expiryDate,
  number: orderItems.number,
  price: orderItems.price,
  amount: orderItems.amount,
  manjian_amount: orderItems.manjianAmount,
  coupon_amount: orderItems.couponAmount,
  shipped_number: orderItems.shippedNumber,
  gift: orderItems.gift,
};

const selectOrders = (executor: Executor) => executor.select(orderColumns).from(orders).innerJoin(shopFacts, eq(shopFacts.id, orders.shopId));

const selectItems = (executor: Executor) => executor.select(itemColumns).from(orderItems);

export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];
export type OrderItemRow = Awaited<ReturnType<typeof selectItems>>[number];

export type ShippedLines = Array<{ order_item_id: number; number: number }>;

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Told inside the transaction that marks an order paid or refunds it (points are earned and taken back there). */
export interface OrderMoneyHooks {
  orderPaid(tx: Executor, memberId: number, orderId: number, orderNo: string, paid: number): Promise<void>;
  orderRefunded(tx: Executor, memberId: number, orderId: number, orderNo: string, paid: number, refundedTotal: number): Promise<void>;
}

/** Orders SQL: lists, details, and the state changes as conditional updates (a transition happens once). */
export class OrdersRepository {
  constructor(
    private readonly database: Database,
    private readonly hooks?: OrderMoneyHooks,
  ) {}

  private get db() {
    return this.database.db;
  }

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async list(memberId: number, filter: { status?: number; keyword?: string }, limit: number, offset: number) {
    let matches: SQL | undefined;
    if (filter.keyword) {
      const like = likePattern(filter.keyword);
      const lineMatches = this.db
        .select({ one: sql`1` })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orders.id), or(sql`${orderItems.name} like ${like}`, sql`${orderItems.genericName} like ${like}`)));
      matches = or(sql`${orders.orderNo} like ${like}`, exists(lineMatches));
    }
    const where = and(eq(orders.memberId, memberId), filter.status !== undefined ? eq(orders.status, filter.status) : undefined, matches);
    return this.page(where, limit, offset);
  }

  private async page(where: SQL | undefined, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      selectOrders(this.db).where(where).orderBy(desc(orders.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(orders).where(where),
    ]);
    return { rows, total: total.n };
  }

  counts(memberId: number) {
    return this.db.select({ status: orders.status, n: count() }).from(orders).where(eq(orders.memberId, memberId)).groupBy(orders.status);
  }

  /** Return and after-sales requests still waiting for the merchant (待审核), for the 退款/售后 badge. */
  async pendingAfterSales(memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(afterSales)
      .where(and(eq(afterSales.memberId, memberId), eq(afterSales.status, AFTER_SALE_STATE.pending)));
    return row?.n ?? 0;
  }

  async find(id: number, executor: Executor = this.db): Promise<OrderRow | null> {
    const [row] = await selectOrders(executor).where(eq(orders.id, id));
    return row ?? null;
  }

  async byIds(ids: number[], executor: Executor = this.db): Promise<OrderRow[]> {
    if (ids.length === 0) return [];
    return selectOrders(executor).where(inArray(orders.id, ids)).orderBy(orders.id);
  }

  async items(orderIds: number[], executor: Executor = this.db): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return selectItems(executor).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.orderId, orderItems.id);
  }

  events(orderId: number) {
    return this.db
      .select({
        seq: orderEvents.id,
        title: orderEvents.title,
        detail: orderEvents.detail,
        carrier: orderEvents.carrier,
        tracking_no: orderEvents.trackingNo,
        created_at: isoUtc(orderEvents.createdAt),
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.id);
  }

  async addEvent(tx: Executor, orderId: number, title: string, detail = '', carrier: string | null = null, trackingNo: string | null = null) {
    await tx.insert(orderEvents).values({ orderId, title, detail, carrier, trackingNo });
  }

  /** Unpaid → cancelled, once. Returns the submission id when this call made the change. */
  async markCancelled(tx: Executor, orderId: number, reason: string, onlyExpired: Date | null): Promise<number | null> {
    const [row] = await tx
      .update(orders)
      .set({ status: ORDER_STATUS.cancelled, cancelledAt: sql`now()`, cancelReason: reason })
      .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.unpaid), onlyExpired ? lte(orders.expiresAt, onlyExpired) : undefined))
      .returning({ submission_id: orders.submissionId });
    return row?.submission_id ?? null;
  }

  /** What the order still holds reserved: units per goods, warehouse and flash sale (reservations less releases). */
  reservedBy(tx: Executor, orderId: number) {
    return tx
      .select({
        goods_id: stockMovements.goodsId,
        ck_id: stockMovements.ckId,
        flash_sale_id: stockMovements.flashSaleId,
        n: sql<number>`-sum(${stockMovements.change})::int`,
      })
      .from(stockMovements)
      .where(eq(stockMovements.orderId, orderId))
      .groupBy(stockMovements.goodsId, stockMovements.ckId, stockMovements.flashSaleId)
      .having(sql`sum(${stockMovements.change}) < 0`);
  }

  /** Stock given back (release, return), as movements of the order. */
  async addMovements(tx: Executor, rows: Array<typeof stockMovements.$inferInsert>) {
    if (rows.length > 0) await tx.insert(stockMovements).values(rows);
  }

  /** Whether every order of a submission is cancelled (its coupons may then go back). */
  async allCancelled(tx: Executor, submissionId: number): Promise<boolean> {
    const [open] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.submissionId, submissionId), ne(orders.status, ORDER_STATUS.cancelled)))
      .limit(1);
    return open === undefined;
  }

  /** The warehouse each of these lines of the order left from. */
  linesFrom(tx: Executor, orderId: number, itemIds: number[]) {
    if (itemIds.length === 0) return Promise.resolve([]);
    return tx
      .select({ id: orderItems.id, goods_id: orderItems.goodsId, ck_id: orderItems.ckId })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, itemIds)));
  }

  expiredUnpaid(submissionId: number, now: Date) {
    return this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.submissionId, submissionId), eq(orders.status, ORDER_STATUS.unpaid), lte(orders.expiresAt, now)));
  }

  /**
   * Unpaid → paid, once. `member` restricts to the owner; `before` refuses an order past its payment deadline (the
   * buyer pays at the counter); a provider's confirmed payment passes no deadline (the money already moved).
   */
  async markPaid(
    tx: Executor,
    orderId: number,
    method: string,
    opts: { member?: number; before?: Date },
  ): Promise<{ pay_amount: number; order_no: string } | null> {
    const [row] = await tx
      .update(orders)
      .set({ status: ORDER_STATUS.paid, paidAmount: sql`${orders.payAmount}`, payMethod: method, paidAt: sql`now()` })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, ORDER_STATUS.unpaid),
          opts.member ? eq(orders.memberId, opts.member) : undefined,
          opts.before ? gt(orders.expiresAt, opts.before) : undefined,
        ),
      )
      .returning({ pay_amount: orders.payAmount, order_no: orders.orderNo, member_id: orders.memberId });
    if (!row) return null;
    await this.hooks?.orderPaid(tx, row.member_id, orderId, row.order_no, row.pay_amount);
    return { pay_amount: row.pay_amount, order_no: row.order_no };
  }

  /** Ships `n` more of each line (never more than ordered); false when a line would exceed its quantity. */
  async shipItems(tx: Executor, orderId: number, items: ShippedLines): Promise<boolean> {
    for (const i of items) {
      const rows = await tx
        .update(orderItems)
        .set({ shippedNumber: sql`${orderItems.shippedNumber} + ${i.number}` })
        .where(
          and(
            eq(orderItems.id, i.order_item_id),
            eq(orderItems.orderId, orderId),
            sql`${orderItems.shippedNumber} + ${i.number} <= ${orderItems.number}`,
          ),
        )
        .returning({ id: orderItems.id });
      if (rows.length === 0) return false;
    }
    return true;
  }

  async insertShipment(
    tx: Executor,
    orderId: number,
    carrier: string,
    trackingNo: string,
    items: ShippedLines,
    operatorId: number | null,
  ): Promise<number> {
    const [row] = await tx.insert(shipments).values({ orderId, carrier, trackingNo, items, operatorId }).returning({ id: shipments.id });
    return row.id;
  }

  /** Paid → shipped once every line is fully shipped; returns whether the order is now fully shipped. */
  async markShippedIfComplete(tx: Executor, orderId: number): Promise<boolean> {
    const unshipped = tx
      .select({ one: sql`1` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), lt(orderItems.shippedNumber, orderItems.number)));
    const rows = await tx
      .update(orders)
      .set({ status: ORDER_STATUS.shipped, shippedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.paid), notExists(unshipped)))
      .returning({ id: orders.id });
    return rows.length === 1;
  }

  /** Shipped → completed, by its buyer, once. */
  async markReceived(tx: Executor, orderId: number, memberId: number): Promise<boolean> {
    const rows = await tx
      .update(orders)
      .set({ status: ORDER_STATUS.completed, receivedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId), eq(orders.status, ORDER_STATUS.shipped)))
      .returning({ id: orders.id });
    return rows.length === 1;
  }

  /** Adds a refund, never above what was paid: null when it would exceed it. */
  async addRefund(tx: Executor, orderId: number, amount: number) {
    const [row] = await tx
      .update(orders)
      .set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}` })
      .where(
        and(eq(orders.id, orderId), inArray(orders.status, PAID_ORDER_STATES), sql`${orders.refundedAmount} + ${amount} <= ${orders.paidAmount}`),
      )
      .returning({
        paid_amount: orders.paidAmount,
        refunded_amount: orders.refundedAmount,
        pay_method: orders.payMethod,
        member_id: orders.memberId,
        status: orders.status,
        order_no: orders.orderNo,
      });
    if (!row) return null;
    await this.hooks?.orderRefunded(tx, row.member_id, orderId, row.order_no, row.paid_amount, row.refunded_amount);
    return row;
  }

  /** A paid order refunded in full before anything shipped is closed (its stock then goes back). */
  async closeRefunded(tx: Executor, orderId: number): Promise<boolean> {
    const shippedAny = tx
      .select({ one: sql`1` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), gt(orderItems.shippedNumber, 0)));
    const rows = await tx
      .update(orders)
      .set({ status: ORDER_STATUS.cancelled, cancelledAt: sql`now()`, cancelReason: '已全额退款' })
      .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.paid), eq(orders.refundedAmount, orders.paidAmount), notExists(shippedAny)))
      .returning({ id: orders.id });
    return rows.length === 1;
  }

  /** What a 随货同行单 prints besides the lines: the shipment, its order, the buyer and the seller's licences. */
  async deliveryNoteFacts(shipmentId: number) {
    const [row] = await this.db
      .select({
        shipment_id: shipments.id,
        order_id: shipments.orderId,
        carrier: shipments.carrier,
        tracking_no: shipments.trackingNo,
        items: shipments.items,
        shipped_at: isoUtc(shipments.createdAt),
        order_no: orders.orderNo,
        shop_id: orders.shopId,
        address: orders.address,
        buyer: memberReference.company,
        seller: shopFacts.name,
        seller_licence_no: shopFacts.licenceNo,
        seller_business_licence_no: shopFacts.businessLicenceNo,
        seller_gsp_cert_no: shopFacts.gspCertNo,
      })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .innerJoin(memberReference, eq(memberReference.id, orders.memberId))
      .innerJoin(shopFacts, eq(shopFacts.id, orders.shopId))
      .where(eq(shipments.id, shipmentId));
    return row ?? null;
  }

  /** The first parcel of the order that holds cold-chain goods without a temperature record (its tracking no). */
  async coldChainUnrecorded(orderId: number): Promise<string | null> {
    const [row] = await this.database.rows<{ tracking_no: string }>(
      sql`select ${shipments.trackingNo} as tracking_no from ${shipments}
          where ${shipments.orderId} = ${orderId} and ${holdsColdChain(shipments.id, shipments.items)}
            and not exists (select 1 from ${shipmentTemperatures} t where t.shipment_id = ${shipments.id})
          order by ${shipments.id} limit 1`,
    );
    return row?.tracking_no ?? null;
  }

  /** An order's parcels; a cold-chain one with its temperature record's range (null until recorded). */
  shipments(orderId: number) {
    return this.db
      .select({
        id: shipments.id,
        carrier: shipments.carrier,
        tracking_no: shipments.trackingNo,
        items: shipments.items,
        created_at: isoUtc(shipments.createdAt),
        cold_chain: holdsColdChain(shipments.id, shipments.items),
        temperature_min: shipmentTemperatures.minCelsius,
        temperature_max: shipmentTemperatures.maxCelsius,
        temperature_count: sql<number | null>`jsonb_array_length(${shipmentTemperatures.readings})`,
      })
      .from(shipments)
      .leftJoin(shipmentTemperatures, eq(shipmentTemperatures.shipmentId, shipments.id))
      .where(eq(shipments.orderId, orderId))
      .orderBy(shipments.id);
  }

  async insertAfterSale(
    a: {
      orderId: number;
      memberId: number;
      kind: AfterSaleKind;
      reason: string;
      description: string;
      photos: string[];
      items: ShippedLines;
      refundAmount: number;
      refundTo?: 'original' | 'wallet';
    },
    tx?: Executor,
  ): Promise<number> {
    const [row] = await (tx ?? this.db).insert(afterSales).values(a).returning({ id: afterSales.id });
    return row.id;
  }

  /** The latest after-sales request of each order (one query for a page of orders). */
  async latestAfterSales(orderIds: number[]) {
    if (orderIds.length === 0) return [];
    return this.db
      .selectDistinctOn([afterSales.orderId], { id: afterSales.id, order_id: afterSales.orderId, kind: afterSales.kind, status: afterSales.status })
      .from(afterSales)
      .where(inArray(afterSales.orderId, orderIds))
      .orderBy(afterSales.orderId, desc(afterSales.id));
  }

  /** `shopId`: a merchant's — its shop's orders' requests only; `paysBack`: only (true) or none (false) of 退货退款/仅退款. */
  afterSales(
    filter: { orderId?: number; memberId?: number; id?: number; status?: number; shopId?: number; paysBack?: boolean },
    limit = 100,
    offset = 0,
  ) {
    return this.db
      .select({
        id: afterSales.id,
        order_id: afterSales.orderId,
        order_no: orders.orderNo,
        member_id: afterSales.memberId,
        kind: afterSales.kind,
        status: afterSales.status,
        reason: afterSales.reason,
        description: afterSales.description,
        photos: afterSales.photos,
        items: afterSales.items,
        refund_amount: afterSales.refundAmount,
        refunded_amount: afterSales.refundedAmount,
        refund_to: afterSales.refundTo,
        decision_reason: afterSales.decisionReason,
        created_at: isoUtc(afterSales.createdAt),
        decided_at: isoUtcOrNull(afterSales.decidedAt),
        pay_method: orders.payMethod,
        shop_id: orders.shopId,
        shop_name: shopFacts.name,
      })
      .from(afterSales)
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .innerJoin(shopFacts, eq(shopFacts.id, orders.shopId))
      .where(
        and(
          filter.orderId ? eq(afterSales.orderId, filter.orderId) : undefined,
          filter.memberId ? eq(afterSales.memberId, filter.memberId) : undefined,
          filter.id ? eq(afterSales.id, filter.id) : undefined,
          filter.status !== undefined ? eq(afterSales.status, filter.status) : undefined,
          filter.shopId !== undefined ? eq(orders.shopId, filter.shopId) : undefined,
          filter.paysBack === undefined ? undefined : (filter.paysBack ? inArray : notInArray)(afterSales.kind, [...REFUND_AFTER_SALE_KINDS]),
        ),
      )
      .orderBy(desc(afterSales.id))
      .limit(limit)
      .offset(offset);
  }

  /** One refund as paid back (the merchant settlement reads refunds and their month from these). */
  async recordRefund(tx: Executor, orderId: number, amount: number, ref: string) {
    await tx.insert(orderRefunds).values({ orderId, amount, ref });
  }

  /** Pending → decided once (status 1 approved / 2 refused / 3 done). */
  async decideAfterSale(tx: Executor, id: number, status: number, reason: string, refunded: number): Promise<boolean> {
    const rows = await tx
      .update(afterSales)
      .set({ status, decisionReason: reason, refundedAmount: refunded, decidedAt: sql`now()` })
      .where(and(eq(afterSales.id, id), eq(afterSales.status, AFTER_SALE_STATE.pending)))
      .returning({ id: afterSales.id });
    return rows.length === 1;
  }

  /** The console's order queue: by state, shop and a keyword over the order number and the buyer; with the buyer. */
  async adminList(filter: { status?: number; keyword?: string; shop_id?: number }, limit: number, offset: number) {
    const conds: SQL[] = [];
    if (filter.status !== undefined) conds.push(eq(orders.status, filter.status));
    if (filter.shop_id) conds.push(eq(orders.shopId, filter.shop_id));
    if (filter.keyword) {
      const kw = filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
      conds.push(
        or(
          like(orders.orderNo, `${kw}%`),
          ilike(memberReference.company, `%${kw}%`),
          eq(memberReference.username, filter.keyword),
          like(memberReference.phone, `${kw}%`),
        )!,
      );
    }
    const where = conds.length ? and(...conds) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          ...orderColumns,
          buyer_company: memberReference.company,
          buyer_username: memberReference.username,
          buyer_phone: memberReference.phone,
        })
        .from(orders)
        .innerJoin(shopFacts, eq(shopFacts.id, orders.shopId))
        .innerJoin(memberReference, eq(memberReference.id, orders.memberId))
        .where(where)
        .orderBy(desc(orders.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(orders).innerJoin(memberReference, eq(memberReference.id, orders.memberId)).where(where),
    ]);
    return { rows, total: total.n };
  }

  /** Every order by state, and after-sales requests still 待审核 (the console queue's tabs); one shop's when given. */
  async adminCounts(shopId?: number) {
    const ofShop = shopId === undefined ? undefined : eq(orders.shopId, shopId);
    const [byStatus, [pending]] = await Promise.all([
      this.db.select({ status: orders.status, count: count() }).from(orders).where(ofShop).groupBy(orders.status).orderBy(orders.status),
      this.db
        .select({ n: count() })
        .from(afterSales)
        .innerJoin(orders, eq(orders.id, afterSales.orderId))
        .where(and(eq(afterSales.status, AFTER_SALE_STATE.pending), ofShop)),
    ]);
    return { byStatus, afterSalesPending: pending?.n ?? 0 };
  }

  async buyer(memberId: number) {
    const [row] = await this.db
      .select({ id: memberReference.id, company: memberReference.company, username: memberReference.username, phone: memberReference.phone })
      .from(memberReference)
      .where(eq(memberReference.id, memberId));
    return row;
  }

  /** The member's most bought goods with the last price and quantity (quick purchase /kjcg). */
  frequent(memberId: number, limit: number, offset: number, order: 'times' | 'recent' = 'times') {
    const bought = this.db.$with('bought').as(
      this.db
        .select({
          goods_id: orderItems.goodsId,
          name: orderItems.name,
          spec: orderItems.spec,
          manufacturer: orderItems.manufacturer,
          unit: orderItems.unit,
          price: orderItems.price,
          number: orderItems.number,
          created_at: orders.createdAt,
          order_id: sql<number>`${orders.id}`.as('order_id'),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.memberId, memberId), inArray(orders.status, PAID_ORDER_STATES), eq(orderItems.type, 0))),
    );
    const times = countDistinct(bought.order_id);
    const lastAt = sql`max(${bought.created_at})`;
    return this.db
      .with(bought)
      .select({
        goods_id: bought.goods_id,
        name: sql<string>`max(${bought.name})`,
        spec: sql<string>`max(${bought.spec})`,
        manufacturer: sql<string>`max(${bought.manufacturer})`,
        unit: sql<string>`max(${bought.unit})`,
        times,
        total_number: sql<number>`sum(${bought.number})::int`,
        last_price: sql<number>`(array_agg(${bought.price} order by ${bought.created_at} desc))[1]`,
        last_number: sql<number>`(array_agg(${bought.number} order by ${bought.created_at} desc))[1]`,
        last_at: isoUtc(lastAt),
        total: sql<number>`count(*) over ()::int`,
      })
      .from(bought)
      .groupBy(bought.goods_id)
      .orderBy(...(order === 'recent' ? [desc(lastAt)] : [desc(times), desc(lastAt)]), bought.goods_id)
      .limit(limit)
      .offset(offset);
  }

  /** The operator's decision in the audit trail and the member's message, in the decision's transaction. */
  async record(
    tx: Executor,
    op: { id: number; username: string },
    action: string,
    memberId: number,
    targetId: number,
    detail: Record<string, unknown>,
    message: { title: string; body: string },
  ) {
    await recordDecision(tx, operatorActor(op), { action, memberId, targetId, detail }, { type: 'order', ...message });
  }

  /** Paid purchases of a goods, newest first, with the 30-day totals. */
  async purchases(goodsId: number, limit: number, offset: number) {
    const paid = and(inArray(orders.status, PAID_ORDER_STATES), eq(orderItems.goodsId, goodsId));
    const recent = sql`${orders.paidAt} > now() - interval '30 days'`;
    const [rows, [stats]] = await Promise.all([
      this.db
        .select({ company: memberReference.company, number: orderItems.number, unit: orderItems.unit, created_at: isoUtc(orders.paidAt) })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(memberReference, eq(memberReference.id, orders.memberId))
        .where(paid)
        .orderBy(desc(orders.paidAt), desc(orderItems.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({
          total: count(),
          units: sql<number>`coalesce(sum(${orderItems.number}) filter (where ${recent}), 0)::int`,
          buyers: sql<number>`(count(distinct ${orders.memberId}) filter (where ${recent}))::int`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(paid),
    ]);
    return { rows, ...stats };
  }
}
