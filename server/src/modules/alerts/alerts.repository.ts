import { formatYuan } from '@yaocai/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { correlated, isoUtc } from '../../db/sql-helpers.js';
import { operatorActor, recordAudit } from '../admin/operator-decision.sql.js';
import { goods, goodsStocks } from '../catalog/catalog.tables.js';
import { goodsAlerts } from './alerts.tables.js';

const ALERT = {
  id: goodsAlerts.id,
  goods_id: goodsAlerts.goodsId,
  kind: goodsAlerts.kind,
  target_price: goodsAlerts.targetPrice,
  status: goodsAlerts.status,
  created_at: isoUtc(goodsAlerts.createdAt),
};

/** Alerts SQL; stock and price changes made by the operator, each with its alert job in the same transaction. */
export class AlertsRepository {
  constructor(private readonly database: Database) {}

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.database.db.transaction(fn);
  }

  /** An on-sale goods with its price and its stock over all warehouses: what the alerts compare against. */
  async goods(id: number, tx: Executor = this.database.db) {
    const [row] = await tx
      .select({
        id: goods.id,
        name: goods.name,
        price: goods.basePrice,
        stock: correlated<number>(
          sql`coalesce((select sum(${goodsStocks.number}) from ${goodsStocks} where ${goodsStocks.goodsId} = ${goods.id}), 0)::int`,
        ).mapWith(Number),
      })
      .from(goods)
      .where(and(eq(goods.id, id), eq(goods.status, 'on_sale')));
    return row ?? null;
  }

  /** Subscribes, or refreshes the target of the waiting subscription of the same kind. */
  async upsert(memberId: number, goodsId: number, kind: AlertKind, target: number | null) {
    const [row] = await this.database.db
      .insert(goodsAlerts)
      .values({ memberId, goodsId, kind, targetPrice: target })
      .onConflictDoUpdate({
        target: [goodsAlerts.memberId, goodsAlerts.goodsId, goodsAlerts.kind],
        targetWhere: eq(goodsAlerts.status, 0),
        set: { targetPrice: sql`excluded.target_price` },
      })
      .returning(ALERT);
    return row;
  }

  mine(memberId: number, goodsId: number) {
    return this.database.db
      .select(ALERT)
      .from(goodsAlerts)
      .where(and(eq(goodsAlerts.memberId, memberId), eq(goodsAlerts.goodsId, goodsId), eq(goodsAlerts.status, 0)))
      .orderBy(asc(goodsAlerts.id));
  }

  async cancel(memberId: number, id: number): Promise<boolean> {
    const gone = await this.database.db
      .delete(goodsAlerts)
      .where(and(eq(goodsAlerts.id, id), eq(goodsAlerts.memberId, memberId), eq(goodsAlerts.status, 0)))
      .returning({ id: goodsAlerts.id });
    return gone.length === 1;
  }

  /** Sets one warehouse's stock; returns the goods' total before, or null when that stock row does not exist. */
  async setStock(tx: Executor, goodsId: number, ckId: number, n: number): Promise<number | null> {
    const [before] = await tx
      .select({ total: sql<number>`coalesce(sum(${goodsStocks.number}), 0)::int`.mapWith(Number) })
      .from(goodsStocks)
      .where(eq(goodsStocks.goodsId, goodsId));
    const rows = await tx
      .update(goodsStocks)
      .set({ number: n })
      .where(and(eq(goodsStocks.goodsId, goodsId), eq(goodsStocks.ckId, ckId)))
      .returning({ goods_id: goodsStocks.goodsId });
    return rows.length === 1 ? before.total : null;
  }

  async setPrice(tx: Executor, goodsId: number, price: number): Promise<number | null> {
    // The old price read under the row lock in the same statement, so two changes cannot both see the same "before".
    const [row] = await this.database.rows<{ before: GoodsPrice }>(
      sql`
      update goods g set base_price = ${price} from (select base_price as before from goods where id = ${goodsId} for update) b
      where g.id = ${goodsId} returning b.before`,
      tx,
    );
    return row ? Number(row.before) : null;
  }

  /**
   * Answers the waiting subscriptions this state satisfies, once each (the conditional update), with a /wdxx message
   * in the same transaction; returns how many were answered.
   */
  async notify(tx: Executor, g: GoodsState, kind: 'arrival' | 'price'): Promise<number> {
    const due = kind === 'arrival' ? sql`${g.stock} > 0` : sql`target_price >= ${g.price}`;
    const title = kind === 'arrival' ? '到货提醒' : '降价提醒';
    const body =
      kind === 'arrival'
        ? `您关注的商品「${g.name}」已到货，库存 ${g.stock}，欢迎采购。`
        : `您关注的商品「${g.name}」已降价至 ${formatYuan(g.price)}，达到您设置的目标价。`;
    const rows = await this.database.rows<{ member_id: number }>(
      sql`
      with hit as (
        update goods_alerts set status = 1, notified_at = now()
        where goods_id = ${g.id} and kind = ${kind} and status = 0 and ${due} returning member_id)
      insert into member_messages (member_id, type, title, body) select member_id, 'alert', ${title}, ${body} from hit
      returning member_id`,
      tx,
    );
    return rows.length;
  }

  async audit(tx: Executor, op: { id: number; username: string }, action: string, targetId: number, detail: Record<string, unknown>) {
    await recordAudit(tx, operatorActor(op), { action, targetId, detail });
  }
}

type GoodsPrice = (typeof goods.$inferSelect)['basePrice'];
export type AlertKind = 'arrival' | 'price';
export type AlertRow = Awaited<ReturnType<AlertsRepository['mine']>>[number];
export type GoodsState = NonNullable<Awaited<ReturnType<AlertsRepository['goods']>>>;
