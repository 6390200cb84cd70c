import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc, isoUtcOrNull } from '../../db/sql-helpers.js';
import { memberRegisteredAddress } from '../accounts/public.js';
import { operatorActor, recordAudit } from '../admin/operator-decision.sql.js';
import { deliverMessages } from '../messages/deliver.sql.js';
import { memberPoints, pointsGoods, pointsLog, pointsOrders } from './points.tables.js';

const GOODS = {
  id: pointsGoods.id,
  name: pointsGoods.name,
  description: pointsGoods.description,
  points: pointsGoods.points,
  stock: pointsGoods.stock,
  per_member_limit: pointsGoods.perMemberLimit,
};

const ORDER = {
  id: pointsOrders.id,
  order_no: pointsOrders.orderNo,
  member_id: pointsOrders.memberId,
  goods_id: pointsOrders.goodsId,
  goods_name: pointsOrders.goodsName,
  number: pointsOrders.number,
  points: pointsOrders.points,
  source: pointsOrders.source,
  address: pointsOrders.address,
  status: pointsOrders.status,
  carrier: pointsOrders.carrier,
  tracking_no: pointsOrders.trackingNo,
  created_at: isoUtc(pointsOrders.createdAt),
  shipped_at: isoUtcOrNull(pointsOrders.shippedAt),
};

const total = sql<number>`count(*) over ()`.mapWith(Number);

/** Points log, points mall goods and points orders; stock and balance move by conditional updates. */
export class PointsRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async log(memberId: number, limit: number, offset: number) {
    const rows = await this.db
      .select({
        id: pointsLog.id,
        amount: pointsLog.amount,
        kind: pointsLog.kind,
        memo: pointsLog.memo,
        created_at: isoUtc(pointsLog.createdAt),
        total,
      })
      .from(pointsLog)
      .where(eq(pointsLog.memberId, memberId))
      .orderBy(desc(pointsLog.id))
      .limit(limit)
      .offset(offset);
    return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
  }

  async goodsPage(limit: number, offset: number) {
    const rows = await this.db
      .select({ ...GOODS, total })
      .from(pointsGoods)
      .where(eq(pointsGoods.isOnSale, true))
      .orderBy(asc(pointsGoods.sort), asc(pointsGoods.id))
      .limit(limit)
      .offset(offset);
    return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
  }

  async goods(id: number, tx: Executor = this.db) {
    const [row] = await tx
      .select(GOODS)
      .from(pointsGoods)
      .where(and(eq(pointsGoods.id, id), eq(pointsGoods.isOnSale, true)));
    return row ?? null;
  }

  /** How many of a gift the member already exchanged (lottery wins do not count against the limit). */
  async exchanged(memberId: number, goodsId: number, tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`coalesce(sum(${pointsOrders.number}), 0)::int`.mapWith(Number) })
      .from(pointsOrders)
      .where(and(eq(pointsOrders.memberId, memberId), eq(pointsOrders.goodsId, goodsId), eq(pointsOrders.source, 'exchange')));
    return row?.n ?? 0;
  }

  /** Locks the member's balance row: exchanges of one member run one after another (the per-member limit holds). */
  async lockBalance(tx: Executor, memberId: number): Promise<number | null> {
    const [row] = await tx.select({ balance: memberPoints.balance }).from(memberPoints).where(eq(memberPoints.memberId, memberId)).for('update');
    return row ? row.balance : null;
  }

  /** Takes `n` from stock; false when fewer are left. */
  async takeStock(tx: Executor, goodsId: number, n: number): Promise<boolean> {
    const rows = await tx
      .update(pointsGoods)
      .set({ stock: sql`${pointsGoods.stock} - ${n}` })
      .where(and(eq(pointsGoods.id, goodsId), gte(pointsGoods.stock, n)))
      .returning({ id: pointsGoods.id });
    return rows.length === 1;
  }

  async insertOrder(
    tx: Executor,
    o: {
      orderNo: string;
      memberId: number;
      goodsId: number;
      goodsName: string;
      number: number;
      points: number;
      source: string;
      address: PointsOrderRow['address'];
    },
  ): Promise<number> {
    const [row] = await tx.insert(pointsOrders).values(o).returning({ id: pointsOrders.id });
    return row.id;
  }

  async orders(filter: { memberId?: number; status?: number }, limit: number, offset: number) {
    const rows = await this.db
      .select({ ...ORDER, total })
      .from(pointsOrders)
      .where(
        and(
          filter.memberId === undefined ? undefined : eq(pointsOrders.memberId, filter.memberId),
          filter.status === undefined ? undefined : eq(pointsOrders.status, filter.status),
        ),
      )
      .orderBy(desc(pointsOrders.id))
      .limit(limit)
      .offset(offset);
    return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
  }

  async order(id: number, memberId?: number, tx: Executor = this.db) {
    const [row] = await tx
      .select(ORDER)
      .from(pointsOrders)
      .where(and(eq(pointsOrders.id, id), memberId === undefined ? undefined : eq(pointsOrders.memberId, memberId)));
    return row ?? null;
  }

  /** 待发货 → 已发货, once. */
  async ship(tx: Executor, id: number, carrier: string, trackingNo: string): Promise<boolean> {
    const rows = await tx
      .update(pointsOrders)
      .set({ status: 1, carrier, trackingNo, shippedAt: new Date() })
      .where(and(eq(pointsOrders.id, id), eq(pointsOrders.status, 0)))
      .returning({ id: pointsOrders.id });
    return rows.length === 1;
  }

  async companyAddress(memberId: number): Promise<PointsOrderRow['address']> {
    const [m] = await this.db
      .select({
        consignee: memberRegisteredAddress.contactName,
        phone: memberRegisteredAddress.phone,
        full_address: sql<string>`${memberRegisteredAddress.province} || (case when ${memberRegisteredAddress.city} = ${memberRegisteredAddress.province} then '' else ${memberRegisteredAddress.city} end) || ${memberRegisteredAddress.district} || ${memberRegisteredAddress.address}`,
      })
      .from(memberRegisteredAddress)
      .where(eq(memberRegisteredAddress.id, memberId));
    return m ?? { consignee: '', phone: '', full_address: '' };
  }

  async memberExists(memberId: number): Promise<boolean> {
    return (
      (await this.db.select({ id: memberRegisteredAddress.id }).from(memberRegisteredAddress).where(eq(memberRegisteredAddress.id, memberId)))
        .length === 1
    );
  }

  async notify(tx: Executor, memberId: number, title: string, body: string) {
    await deliverMessages(tx, [{ memberId, type: 'points', title, body }]);
  }

  async audit(
    tx: Executor,
    op: { id: number; username: string },
    action: string,
    memberId: number,
    targetId: number,
    detail: Record<string, unknown>,
  ) {
    await recordAudit(tx, operatorActor(op), { action, memberId, targetId, detail });
  }
}

export type PointsGoodsRow = NonNullable<Awaited<ReturnType<PointsRepository['goods']>>>;
export type PointsOrderRow = NonNullable<Awaited<ReturnType<PointsRepository['order']>>>;
