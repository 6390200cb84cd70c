import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { StatementsQuery } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc, isoUtcOrNull } from '../../db/sql-helpers.js';
import { categoryTree, goodsFacts, shopFacts } from '../catalog/public.js';
import { orderFacts, orderLineFacts, orderRefundFacts } from '../orders/public.js';
import { commissionRates, merchantStatementLines, merchantStatements } from './settlement.tables.js';

export type NewStatement = typeof merchantStatements.$inferInsert;
export type NewStatementLine = Omit<typeof merchantStatementLines.$inferInsert, 'statementId'>;

/** SQL of the settlement: commission rates, a month's paid orders and refunds, statements and their lines. */
export class SettlementRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  shopRates() {
    return this.db
      .select({ shop_id: sql<number>`${commissionRates.shopId}`, shop: shopFacts.shortName, rate_bp: commissionRates.rateBp })
      .from(commissionRates)
      .innerJoin(shopFacts, eq(shopFacts.id, commissionRates.shopId))
      .orderBy(asc(shopFacts.id));
  }

  categoryRates() {
    return this.db
      .select({ category_id: sql<number>`${commissionRates.categoryId}`, category: categoryTree.name, rate_bp: commissionRates.rateBp })
      .from(commissionRates)
      .innerJoin(categoryTree, eq(categoryTree.id, commissionRates.categoryId))
      .orderBy(asc(categoryTree.id));
  }

  /** Every category with its parent (a few hundred rows): rates are found up the tree. */
  categoryParents() {
    return this.db.select({ id: categoryTree.id, parent_id: categoryTree.parentId }).from(categoryTree);
  }

  async shopName(id: number) {
    const [row] = await this.db.select({ name: shopFacts.shortName }).from(shopFacts).where(eq(shopFacts.id, id));
    return row?.name ?? null;
  }

  async shopExists(id: number) {
    return (await this.db.select({ id: shopFacts.id }).from(shopFacts).where(eq(shopFacts.id, id))).length > 0;
  }

  async categoryExists(id: number) {
    return (await this.db.select({ id: categoryTree.id }).from(categoryTree).where(eq(categoryTree.id, id))).length > 0;
  }

  async setRate(tx: Executor, scope: 'shop' | 'category', id: number, rateBp: number | null) {
    const column = scope === 'shop' ? commissionRates.shopId : commissionRates.categoryId;
    await tx.delete(commissionRates).where(eq(column, id));
    if (rateBp !== null) await tx.insert(commissionRates).values(scope === 'shop' ? { shopId: id, rateBp } : { categoryId: id, rateBp });
  }

  /** Orders paid in [from, to) (`shopId`: one shop's). */
  paidOrders(from: Date, to: Date, shopId?: number) {
    return this.db
      .select({
        id: orderFacts.id,
        order_no: orderFacts.orderNo,
        shop_id: orderFacts.shopId,
        paid_amount: orderFacts.paidAmount,
        paid_at: orderFacts.paidAt,
      })
      .from(orderFacts)
      .where(
        and(
          gte(orderFacts.paidAt, from),
          lt(orderFacts.paidAt, to),
          isNotNull(orderFacts.paidAt),
          shopId ? eq(orderFacts.shopId, shopId) : undefined,
        ),
      )
      .orderBy(asc(orderFacts.paidAt), asc(orderFacts.id));
  }

  /** Refunds paid back in [from, to), with their order (`shopId`: one shop's). */
  refunds(from: Date, to: Date, shopId?: number) {
    return this.db
      .select({
        id: orderRefundFacts.id,
        order_id: orderRefundFacts.orderId,
        amount: orderRefundFacts.amount,
        created_at: orderRefundFacts.createdAt,
        order_no: orderFacts.orderNo,
        shop_id: orderFacts.shopId,
        paid_amount: orderFacts.paidAmount,
      })
      .from(orderRefundFacts)
      .innerJoin(orderFacts, eq(orderFacts.id, orderRefundFacts.orderId))
      .where(and(gte(orderRefundFacts.createdAt, from), lt(orderRefundFacts.createdAt, to), shopId ? eq(orderFacts.shopId, shopId) : undefined))
      .orderBy(asc(orderRefundFacts.createdAt), asc(orderRefundFacts.id));
  }

  /** The lines of these orders with their amount after 满减 and coupons and their goods' category. */
  orderLines(orderIds: number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        order_id: orderLineFacts.orderId,
        net: sql<number>`(${orderLineFacts.amount} - ${orderLineFacts.manjianAmount} - ${orderLineFacts.couponAmount})::int`,
        category_id: goodsFacts.categoryId,
      })
      .from(orderLineFacts)
      .innerJoin(goodsFacts, eq(goodsFacts.id, orderLineFacts.goodsId))
      .where(inArray(orderLineFacts.orderId, orderIds));
  }

  /** The statement, or null when this shop's month was generated before (nothing written). */
  async insertStatement(tx: Executor, s: NewStatement, lines: NewStatementLine[]): Promise<number | null> {
    const [row] = await tx
      .insert(merchantStatements)
      .values(s)
      .onConflictDoNothing({ target: [merchantStatements.shopId, merchantStatements.period] })
      .returning({ id: merchantStatements.id });
    if (!row) return null;
    if (lines.length) await tx.insert(merchantStatementLines).values(lines.map((l) => ({ ...l, statementId: row.id })));
    return row.id;
  }

  private statementColumns() {
    return {
      id: merchantStatements.id,
      shop_id: merchantStatements.shopId,
      shop: shopFacts.shortName,
      period: merchantStatements.period,
      order_amount: merchantStatements.orderAmount,
      refund_amount: merchantStatements.refundAmount,
      commission: merchantStatements.commission,
      payable: merchantStatements.payable,
      order_count: merchantStatements.orderCount,
      refund_count: merchantStatements.refundCount,
      state: merchantStatements.state,
      created_at: isoUtc(merchantStatements.createdAt),
      paid_at: isoUtcOrNull(merchantStatements.paidAt),
    };
  }

  async page(q: StatementsQuery) {
    const where = and(
      q.period ? eq(merchantStatements.period, q.period) : undefined,
      q.shop_id ? eq(merchantStatements.shopId, q.shop_id) : undefined,
      q.state ? eq(merchantStatements.state, q.state) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(this.statementColumns())
        .from(merchantStatements)
        .innerJoin(shopFacts, eq(shopFacts.id, merchantStatements.shopId))
        .where(where)
        .orderBy(desc(merchantStatements.period), asc(merchantStatements.shopId))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      this.db.select({ n: count() }).from(merchantStatements).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async statement(id: number, executor: Executor = this.db, lock = false) {
    const query = executor
      .select(this.statementColumns())
      .from(merchantStatements)
      .innerJoin(shopFacts, eq(shopFacts.id, merchantStatements.shopId))
      .where(eq(merchantStatements.id, id));
    const [row] = lock ? await query.for('update', { of: merchantStatements }) : await query;
    return row ?? null;
  }

  lines(statementId: number) {
    return this.db
      .select({
        kind: merchantStatementLines.kind,
        order_id: merchantStatementLines.orderId,
        order_no: orderFacts.orderNo,
        occurred_at: isoUtc(merchantStatementLines.occurredAt),
        amount: merchantStatementLines.amount,
        commission: merchantStatementLines.commission,
      })
      .from(merchantStatementLines)
      .innerJoin(orderFacts, eq(orderFacts.id, merchantStatementLines.orderId))
      .where(eq(merchantStatementLines.statementId, statementId))
      .orderBy(asc(merchantStatementLines.occurredAt), asc(merchantStatementLines.id));
  }

  async markPaid(tx: Executor, id: number, operatorId: number) {
    const rows = await tx
      .update(merchantStatements)
      .set({ state: 'paid', paidAt: sql`now()`, paidBy: operatorId })
      .where(and(eq(merchantStatements.id, id), eq(merchantStatements.state, 'unpaid')))
      .returning({ id: merchantStatements.id });
    return rows.length === 1;
  }
}
