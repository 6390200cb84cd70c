import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';

export type PointsKind = 'order_paid' | 'order_refund' | 'exchange' | 'activity' | 'lottery';

/** Thrown inside a transaction when a deduction would take the balance below zero; the caller rolls back. */
export class InsufficientPoints extends Error {}

/** Points per yuan paid when the site setting `points_per_yuan` is missing or not a number. */
export const DEFAULT_POINTS_PER_YUAN = 1;

/**
 * The points log: one row per change, booked once per (kind, ref); the balance row moves in the same transaction by
 * a conditional update, so it never goes below zero and always equals the sum of the member's rows.
 */
export class PointsLedger {
  constructor(private readonly database: Database) {}

  /** Books `amount` (negative = deduction); false when (kind, ref) was booked before. Throws InsufficientPoints. */
  async change(tx: Executor, memberId: number, amount: number, kind: PointsKind, ref: string, memo: string): Promise<boolean> {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`bad points amount ${amount} for ${kind}:${ref}`);
    const [row] = await this.database.rows<{ id: number }>(sql`
      insert into points_log (member_id, amount, kind, ref, memo) values (${memberId}, ${amount}, ${kind}, ${ref}, ${memo})
      on conflict (kind, ref) do nothing returning id`, tx);
    if (!row) return false;
    // A credit creates the balance row when needed; a debit is a conditional update of an existing row.
    const moved = await this.database.rows(
      amount > 0
        ? sql`insert into member_points (member_id, balance) values (${memberId}, ${amount})
              on conflict (member_id) do update set balance = member_points.balance + ${amount} returning member_id`
        : sql`update member_points set balance = balance + ${amount} where member_id = ${memberId} and balance + ${amount} >= 0 returning member_id`,
      tx,
    );
    if (moved.length === 0) throw new InsufficientPoints('积分不足');
    return true;
  }

  async balance(memberId: number, tx?: Executor): Promise<number> {
    const [row] = await this.database.rows<{ balance: number }>(sql`select balance from member_points where member_id = ${memberId}`, tx);
    return Number(row?.balance ?? 0);
  }

  /** The site setting read inside the paying transaction (an operator's change applies to the next payment). */
  async pointsPerYuan(tx: Executor): Promise<number> {
    const [row] = await this.database.rows<{ value: string }>(sql`select value from site_config where key = 'points_per_yuan'`, tx);
    const n = Number(row?.value);
    return row && Number.isFinite(n) && n >= 0 ? n : DEFAULT_POINTS_PER_YUAN;
  }

  /** An order became paid: points for the amount paid (whole yuan × rule), in the paying transaction. */
  async orderPaid(tx: Executor, memberId: number, orderId: number, orderNo: string, paid: number) {
    const points = Math.floor((paid / 100) * (await this.pointsPerYuan(tx)));
    if (points > 0) await this.change(tx, memberId, points, 'order_paid', `order:${orderId}`, `订单${orderNo}支付获得积分`);
  }

  /**
   * An order was refunded (in part): takes back the earned points in proportion to the refunded share, never more
   * than the order earned, and never more than the member still holds (points already spent stay spent).
   */
  async orderRefunded(tx: Executor, memberId: number, orderId: number, orderNo: string, paid: number, refundedTotal: number) {
    const [row] = await this.database.rows<{ earned: number; reversed: number }>(sql`
      select coalesce(sum(amount) filter (where kind = 'order_paid'), 0)::int as earned,
             coalesce(-sum(amount) filter (where kind = 'order_refund'), 0)::int as reversed
      from points_log where member_id = ${memberId} and (ref = ${`order:${orderId}`} or ref like ${`order:${orderId}:refund:%`})`, tx);
    const earned = Number(row?.earned ?? 0);
    if (earned === 0 || paid <= 0) return;
    const target = Math.floor((earned * Math.min(refundedTotal, paid)) / paid);
    // Lock the balance row so two refunds of one member cannot both take the same points.
    const [bal] = await this.database.rows<{ balance: number }>(sql`select balance from member_points where member_id = ${memberId} for update`, tx);
    const take = Math.min(target - Number(row?.reversed ?? 0), Number(bal?.balance ?? 0));
    if (take > 0) await this.change(tx, memberId, -take, 'order_refund', `order:${orderId}:refund:${refundedTotal}`, `订单${orderNo}退款扣回积分`);
  }
}
