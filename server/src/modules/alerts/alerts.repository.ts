import { formatYuan } from '@yaocai/contract';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';

const iso = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

export interface AlertRow {
  id: number;
  goods_id: number;
  kind: 'arrival' | 'price';
  target_price: number | null;
  status: number;
  created_at: string;
}
export interface GoodsState {
  id: number;
  name: string;
  price: number;
  stock: number;
}

/** Alerts SQL; stock and price changes made by the operator, each with its alert job in the same transaction. */
export class AlertsRepository {
  constructor(private readonly database: Database) {}

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.database.db.transaction(fn);
  }

  async goods(id: number, tx?: Executor): Promise<GoodsState | null> {
    const [row] = await this.database.rows<GoodsState>(
      sql`
      select g.id, g.name, g.base_price as price, coalesce((select sum(number) from goods_stocks s where s.goods_id = g.id), 0)::int as stock
      from goods g where g.id = ${id} and g.status = 'on_sale'`,
      tx,
    );
    return row ? { ...row, price: Number(row.price), stock: Number(row.stock) } : null;
  }

  /** Subscribes, or refreshes the target of the waiting subscription of the same kind. */
  async upsert(memberId: number, goodsId: number, kind: string, target: number | null): Promise<AlertRow> {
    const [row] = await this.database.rows<AlertRow>(sql`
      insert into goods_alerts (member_id, goods_id, kind, target_price) values (${memberId}, ${goodsId}, ${kind}, ${target})
      on conflict (member_id, goods_id, kind) where status = 0 do update set target_price = excluded.target_price
      returning id, goods_id, kind, target_price, status, ${iso('created_at')} as created_at`);
    return row;
  }

  mine(memberId: number, goodsId: number): Promise<AlertRow[]> {
    return this.database.rows<AlertRow>(sql`
      select id, goods_id, kind, target_price, status, ${iso('created_at')} as created_at from goods_alerts
      where member_id = ${memberId} and goods_id = ${goodsId} and status = 0 order by id`);
  }

  async cancel(memberId: number, id: number): Promise<boolean> {
    return (
      (await this.database.rows(sql`delete from goods_alerts where id = ${id} and member_id = ${memberId} and status = 0 returning id`)).length === 1
    );
  }

  /** Sets one warehouse's stock; returns the goods' total before, or null when that stock row does not exist. */
  async setStock(tx: Executor, goodsId: number, ckId: number, n: number): Promise<number | null> {
    const [before] = await this.database.rows<{ total: number }>(
      sql`
      select coalesce(sum(number), 0)::int as total from goods_stocks where goods_id = ${goodsId}`,
      tx,
    );
    const rows = await this.database.rows(
      sql`update goods_stocks set number = ${n} where goods_id = ${goodsId} and ck_id = ${ckId} returning goods_id`,
      tx,
    );
    return rows.length === 1 ? Number(before.total) : null;
  }

  async setPrice(tx: Executor, goodsId: number, price: number): Promise<number | null> {
    const [row] = await this.database.rows<{ before: number }>(
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
    await this.database.rows(
      sql`
      insert into operator_audit (actor, operator_id, action, target_id, detail)
      values (${`operator:${op.username}`}, ${op.id}, ${action}, ${targetId}, ${JSON.stringify(detail)}::jsonb)`,
      tx,
    );
  }
}
