import { mulDiv } from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import type { PointsLedgerRepository } from './points-ledger.repository.js';

export type PointsKind = 'order_paid' | 'order_refund' | 'exchange' | 'activity' | 'lottery';

/** Thrown inside a transaction when a deduction would take the balance below zero; the caller rolls back. */
export class InsufficientPoints extends Error {}

/** Points per yuan paid when the site setting `points_per_yuan` is missing or not a whole number. */
export const DEFAULT_POINTS_PER_YUAN = 1;

/**
 * The points log: one row per change, booked once per (kind, ref); the balance row moves in the same transaction by
 * a conditional update, so it never goes below zero and always equals the sum of the member's rows.
 */
export class PointsLedger {
  constructor(private readonly repo: PointsLedgerRepository) {}

  /** Books `amount` (negative = deduction); false when (kind, ref) was booked before. Throws InsufficientPoints. */
  async change(tx: Executor, memberId: number, amount: number, kind: PointsKind, ref: string, memo: string): Promise<boolean> {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`bad points amount ${amount} for ${kind}:${ref}`);
    if ((await this.repo.insertLog(tx, memberId, amount, kind, ref, memo)) === null) return false;
    if (!(await this.repo.move(tx, memberId, amount))) throw new InsufficientPoints('积分不足');
    return true;
  }

  balance(memberId: number, tx?: Executor): Promise<number> {
    return this.repo.balance(memberId, tx);
  }

  /** The site setting read inside the paying transaction (an operator's change applies to the next payment). */
  async pointsPerYuan(tx: Executor): Promise<number> {
    const value = await this.repo.pointsPerYuanSetting(tx);
    const n = Number(value);
    // The console's form takes whole numbers 0–100 (site-admin's points_per_yuan), so the product stays exact.
    return value !== null && Number.isSafeInteger(n) && n >= 0 ? n : DEFAULT_POINTS_PER_YUAN;
  }

  /** An order became paid: points for the yuan paid × the rule, rounded down, in the paying transaction. */
  async orderPaid(tx: Executor, memberId: number, orderId: number, orderNo: string, paid: number) {
    const points = mulDiv(paid, await this.pointsPerYuan(tx), 100);
    if (points > 0) await this.change(tx, memberId, points, 'order_paid', `order:${orderId}`, `订单${orderNo}支付获得积分`);
  }

  /**
   * An order was refunded (in part): takes back the earned points in proportion to the refunded share, never more
   * than the order earned, and never more than the member still holds (points already spent stay spent).
   */
  async orderRefunded(tx: Executor, memberId: number, orderId: number, orderNo: string, paid: number, refundedTotal: number) {
    const { earned, reversed } = await this.repo.orderPoints(tx, memberId, orderId);
    if (earned === 0 || paid <= 0) return;
    const target = Math.floor((earned * Math.min(refundedTotal, paid)) / paid);
    // Lock the balance row so two refunds of one member cannot both take the same points.
    const held = await this.repo.balance(memberId, tx, true);
    const take = Math.min(target - reversed, held);
    if (take > 0) await this.change(tx, memberId, -take, 'order_refund', `order:${orderId}:refund:${refundedTotal}`, `订单${orderNo}退款扣回积分`);
  }
}
