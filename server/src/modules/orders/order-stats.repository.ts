import { and, count, countDistinct, desc, eq, gte, isNotNull, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { chinaDayText } from '../../db/sql-helpers.js';
import { shopFacts } from '../catalog/public.js';
import { orderItems, orders } from './orders.tables.js';

/** A half-open interval of instants [from, to). */
export interface Span {
  from: Date;
  to: Date;
}

/** The console dashboard's figures over orders: by the moment an order was paid (成交), or placed for states. */
export class OrderStatsRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** Paid orders per China day: 成交额 (pay_amount), count, distinct paying members. */
  paidByDay(span: Span) {
    const day = chinaDayText(orders.paidAt);
    return this.db
      .select({
        day,
        gmv: sql<number>`coalesce(sum(${orders.payAmount}), 0)::int`,
        orders: sql<number>`count(*)::int`,
        members: sql<number>`count(distinct ${orders.memberId})::int`,
      })
      .from(orders)
      .where(this.paidIn(span))
      .groupBy(day)
      .orderBy(day);
  }

  /** Distinct paying members over the whole span (not the sum of the days'). */
  async payingMembers(span: Span) {
    const [row] = await this.db
      .select({ n: countDistinct(orders.memberId) })
      .from(orders)
      .where(this.paidIn(span));
    return Number(row?.n ?? 0);
  }

  statusCounts(span: Span) {
    return this.db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(and(gte(orders.createdAt, span.from), lt(orders.createdAt, span.to)))
      .groupBy(orders.status)
      .orderBy(orders.status);
  }

  topGoods(span: Span, limit: number) {
    const amount = sum(orderItems.amount).mapWith(Number);
    return this.db
      .select({
        goods_id: orderItems.goodsId,
        name: sql<string>`max(${orderItems.name})`,
        spec: sql<string>`max(${orderItems.spec})`,
        quantity: sum(orderItems.number).mapWith(Number),
        amount,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(this.paidIn(span))
      .groupBy(orderItems.goodsId)
      .orderBy(desc(amount), orderItems.goodsId)
      .limit(limit);
  }

  topShops(span: Span, limit: number) {
    const gmv = sum(orders.payAmount).mapWith(Number);
    return this.db
      .select({ shop_id: orders.shopId, name: shopFacts.name, orders: count(), gmv })
      .from(orders)
      .innerJoin(shopFacts, eq(shopFacts.id, orders.shopId))
      .where(this.paidIn(span))
      .groupBy(orders.shopId, shopFacts.name)
      .orderBy(desc(gmv), orders.shopId)
      .limit(limit);
  }

  private paidIn(span: Span) {
    return and(isNotNull(orders.paidAt), gte(orders.paidAt, span.from), lt(orders.paidAt, span.to));
  }
}
