import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';

/** The points log and the balance rows it keeps (member_points), and the points rule from site settings. */
export class PointsLedgerRepository {
  constructor(private readonly database: Database) {}

  /** The log row's id, or null when (kind, ref) was booked before. */
  async insertLog(tx: Executor, memberId: number, amount: number, kind: string, ref: string, memo: string): Promise<number | null> {
    const [row] = await this.database.rows<{ id: number }>(
      sql`
      insert into points_log (member_id, amount, kind, ref, memo) values (${memberId}, ${amount}, ${kind}, ${ref}, ${memo})
      on conflict (kind, ref) do nothing returning id`,
      tx,
    );
    return row?.id ?? null;
  }

  /** A credit creates the balance row when needed; a debit is a conditional update. False when it would go below zero. */
  async move(tx: Executor, memberId: number, amount: number): Promise<boolean> {
    const moved = await this.database.rows(
      amount > 0
        ? sql`insert into member_points (member_id, balance) values (${memberId}, ${amount})
              on conflict (member_id) do update set balance = member_points.balance + ${amount} returning member_id`
        : sql`update member_points set balance = balance + ${amount} where member_id = ${memberId} and balance + ${amount} >= 0 returning member_id`,
      tx,
    );
    return moved.length > 0;
  }

  async balance(memberId: number, tx?: Executor, lock = false): Promise<number> {
    const [row] = await this.database.rows<{ balance: number }>(
      lock
        ? sql`select balance from member_points where member_id = ${memberId} for update`
        : sql`select balance from member_points where member_id = ${memberId}`,
      tx,
    );
    return Number(row?.balance ?? 0);
  }

  async pointsPerYuanSetting(tx: Executor): Promise<string | null> {
    const [row] = await this.database.rows<{ value: string }>(sql`select value from site_config where key = 'points_per_yuan'`, tx);
    return row?.value ?? null;
  }

  /** What an order earned and what its refunds took back so far. */
  async orderPoints(tx: Executor, memberId: number, orderId: number): Promise<{ earned: number; reversed: number }> {
    const [row] = await this.database.rows<{ earned: number; reversed: number }>(
      sql`
      select coalesce(sum(amount) filter (where kind = 'order_paid'), 0)::int as earned,
             coalesce(-sum(amount) filter (where kind = 'order_refund'), 0)::int as reversed
      from points_log where member_id = ${memberId} and (ref = ${`order:${orderId}`} or ref like ${`order:${orderId}:refund:%`})`,
      tx,
    );
    return { earned: Number(row?.earned ?? 0), reversed: Number(row?.reversed ?? 0) };
  }
}
