import { formatYuan } from '@yaocai/contract';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { correlated, isoUtc } from '../../db/sql-helpers.js';
import { operatorActor, recordAudit } from '../admin/operator-decision.sql.js';
import { goodsFacts, stockSumOf } from '../catalog/public.js';
import { deliverMessages } from '../messages/deliver.sql.js';
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
        id: goodsFacts.id,
        name: goodsFacts.name,
        price: goodsFacts.basePrice,
        stock: correlated<number>(stockSumOf(goodsFacts.id)).mapWith(Number),
      })
      .from(goodsFacts)
      .where(and(eq(goodsFacts.id, id), eq(goodsFacts.status, 'on_sale')));
    return row ?? null;
  }

  /** Subscribes, or refreshes the target of the waiting subscription of the same kind. */
  async upsert(memberId: number, goodsId: number, kind: AlertKind, target: number | null) {
    const [row] = await this.database.db
      .insert(goodsAlerts)
      .values({ memberId, goodsId, kind, targetPrice: target })
      .onConflictDoUpdate({
        target: [goodsAlerts.memberId, goodsAlerts.goodsId, goodsAlerts.kind],
        // A literal: a conflict target's index predicate is matched when the statement is planned, and a generic plan
        // (db/client.ts) knows no parameter's value.
        targetWhere: sql`${goodsAlerts.status} = 0`,
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

  /**
   * Answers the waiting subscriptions this state satisfies, once each (the conditional update), with a /wdxx message
   * in the same transaction; returns how many were answered.
   */
  async notify(tx: Executor, g: GoodsState, kind: 'arrival' | 'price'): Promise<number> {
    const due = kind === 'arrival' ? sql`${g.stock} > 0` : gte(goodsAlerts.targetPrice, g.price);
    const title = kind === 'arrival' ? '到货提醒' : '降价提醒';
    const body =
      kind === 'arrival'
        ? `您关注的商品「${g.name}」已到货，库存 ${g.stock}，欢迎采购。`
        : `您关注的商品「${g.name}」已降价至 ${formatYuan(g.price)}，达到您设置的目标价。`;
    const hit = await tx
      .update(goodsAlerts)
      .set({ status: 1, notifiedAt: sql`now()` })
      .where(and(eq(goodsAlerts.goodsId, g.id), eq(goodsAlerts.kind, kind), eq(goodsAlerts.status, 0), due))
      .returning({ memberId: goodsAlerts.memberId });
    await deliverMessages(
      tx,
      hit.map(({ memberId }) => ({ memberId, type: 'alert', title, body })),
    );
    return hit.length;
  }

  async audit(tx: Executor, op: { id: number; username: string }, action: string, targetId: number, detail: Record<string, unknown>) {
    await recordAudit(tx, operatorActor(op), { action, targetId, detail });
  }
}

export type AlertKind = 'arrival' | 'price';
export type AlertRow = Awaited<ReturnType<AlertsRepository['mine']>>[number];
export type GoodsState = NonNullable<Awaited<ReturnType<AlertsRepository['goods']>>>;
