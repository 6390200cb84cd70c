import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';

const iso = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

export interface ActivityRow {
  id: number;
  name: string;
  rules: string;
  draws_per_member: number;
  starts_at: string;
  ends_at: string;
}
export interface PrizeRow {
  id: number;
  name: string;
  remarks: string;
  kind: 'coupon' | 'points' | 'goods' | 'none';
  coupon_id: number | null;
  points: number;
  points_goods_id: number | null;
  stock: number;
  weight: number;
}

const ACTIVITY = sql`id, name, rules, draws_per_member, ${iso('starts_at')} as starts_at, ${iso('ends_at')} as ends_at`;

/** Lottery SQL: draws counted by a conditional upsert, prize stock by a conditional update. */
export class LotteryRepository {
  constructor(private readonly database: Database) {}

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.database.db.transaction(fn);
  }

  /** The given activity, or the running one that started last, when open at `now`. */
  async open(id: number | undefined, now: Date, tx?: Executor): Promise<ActivityRow | null> {
    const which = id === undefined ? sql`` : sql`and id = ${id}`;
    const [row] = await this.database.rows<ActivityRow>(
      sql`
      select ${ACTIVITY} from draw_activities
      where is_active and starts_at <= ${now.toISOString()} and ends_at > ${now.toISOString()} ${which}
      order by starts_at desc, id desc limit 1`,
      tx,
    );
    return row ?? null;
  }

  async exists(id: number): Promise<boolean> {
    return (await this.database.rows(sql`select 1 from draw_activities where id = ${id}`)).length === 1;
  }

  prizes(activityId: number, tx?: Executor): Promise<PrizeRow[]> {
    return this.database.rows<PrizeRow>(
      sql`
      select id, name, remarks, kind, coupon_id, points, points_goods_id, stock, weight from draw_prizes
      where activity_id = ${activityId} order by sort, id`,
      tx,
    );
  }

  async used(activityId: number, memberId: number): Promise<number> {
    const [row] = await this.database.rows<{ used: number }>(
      sql`select used from draw_entries where activity_id = ${activityId} and member_id = ${memberId}`,
    );
    return Number(row?.used ?? 0);
  }

  /** Counts one more draw unless the allowance is used up; the row lock serialises one member's parallel draws. */
  async takeDraw(tx: Executor, activityId: number, memberId: number, allowance: number): Promise<number | null> {
    const [row] = await this.database.rows<{ used: number }>(
      sql`
      insert into draw_entries (activity_id, member_id, used) select ${activityId}, ${memberId}, 1 where ${allowance} >= 1
      on conflict (activity_id, member_id) do update set used = draw_entries.used + 1 where draw_entries.used < ${allowance}
      returning used`,
      tx,
    );
    return row ? Number(row.used) : null;
  }

  /** One unit of a prize's stock; false when none is left. */
  async takePrize(tx: Executor, prizeId: number): Promise<boolean> {
    return (
      (await this.database.rows(sql`update draw_prizes set stock = stock - 1 where id = ${prizeId} and stock > 0 returning id`, tx)).length === 1
    );
  }

  async insertRecord(tx: Executor, r: { activityId: number; memberId: number; prize: PrizeRow }): Promise<number> {
    const [row] = await this.database.rows<{ id: number }>(
      sql`
      insert into draw_records (activity_id, member_id, prize_id, prize_name, remarks, kind)
      values (${r.activityId}, ${r.memberId}, ${r.prize.id}, ${r.prize.name}, ${r.prize.remarks}, ${r.prize.kind}) returning id`,
      tx,
    );
    return row.id;
  }

  /** The latest wins of an activity for the pop-up's scrolling list (company names masked). */
  latest(activityId: number, limit: number) {
    return this.database.rows<{ id: number; company: string; name: string; created_at: string }>(sql`
      select r.id, m.company, r.prize_name as name, ${iso('r.created_at')} as created_at
      from draw_records r join members m on m.id = r.member_id
      where r.activity_id = ${activityId} and r.kind <> 'none' order by r.id desc limit ${limit}`);
  }

  async records(memberId: number, limit: number, offset: number) {
    const rows = await this.database.rows<{
      id: number;
      activity_id: number;
      activity_name: string;
      name: string;
      remarks: string;
      kind: string;
      created_at: string;
      total: number;
    }>(sql`
      select r.id, r.activity_id, a.name as activity_name, r.prize_name as name, r.remarks, r.kind, ${iso('r.created_at')} as created_at, count(*) over () as total
      from draw_records r join draw_activities a on a.id = r.activity_id
      where r.member_id = ${memberId} order by r.id desc limit ${limit} offset ${offset}`);
    return { rows: rows.map(({ total: _t, ...r }) => r), total: Number(rows[0]?.total ?? 0) };
  }

  ads() {
    return this.database.rows<{ name: string; image: string; url: string }>(
      sql`select name, image, url from ads where position = 'draw' order by sort, id`,
    );
  }

  async setPrize(id: number, weight: number, stock: number): Promise<boolean> {
    return (await this.database.rows(sql`update draw_prizes set weight = ${weight}, stock = ${stock} where id = ${id} returning id`)).length === 1;
  }

  async audit(op: { id: number; username: string }, action: string, targetId: number, detail: Record<string, unknown>) {
    await this.database.rows(sql`
      insert into operator_audit (actor, operator_id, action, target_id, detail)
      values (${`operator:${op.username}`}, ${op.id}, ${action}, ${targetId}, ${JSON.stringify(detail)}::jsonb)`);
  }
}
