import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isoUtc } from '../../db/sql-helpers.js';
import { sandboxAccounts, sandboxRefunds, sandboxTrades } from './payments.tables.js';

const TRADE = {
  trade_no: sandboxTrades.tradeNo,
  out_trade_no: sandboxTrades.outTradeNo,
  subject: sandboxTrades.subject,
  amount: sandboxTrades.amount,
  status: sandboxTrades.status,
};

/** The built-in sandbox provider's own books: its trades and the members' accounts with it. */
export class SandboxRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** One trade per merchant trade number (created again → the same trade, subject refreshed). */
  async upsertTrade(tradeNo: string, outTradeNo: string, subject: string, amount: number): Promise<string> {
    const [row] = await this.db
      .insert(sandboxTrades)
      .values({ tradeNo, outTradeNo, subject, amount })
      .onConflictDoUpdate({ target: sandboxTrades.outTradeNo, set: { subject: sql`excluded.subject` } })
      .returning({ trade_no: sandboxTrades.tradeNo });
    return row.trade_no;
  }

  async tradeByOutNo(outTradeNo: string) {
    const [row] = await this.db
      .select({
        ...TRADE,
        refunded: sql<number>`(select coalesce(sum(${sandboxRefunds.amount}), 0)::int from ${sandboxRefunds} where ${sandboxRefunds.tradeNo} = ${sandboxTrades.tradeNo})`,
      })
      .from(sandboxTrades)
      .where(eq(sandboxTrades.outTradeNo, outTradeNo));
    return row ? { ...row, refunded: Number(row.refunded) } : null;
  }

  /**
   * A refund of a paid trade, once per merchant refund number, never past the trade's amount (the trade row is locked
   * while the refunds are summed). The refund kept for that number, or why there is none.
   */
  async refund(outTradeNo: string, outRefundNo: string, refundNo: string, amount: number) {
    return this.db.transaction(async (tx) => {
      // The trade's lock first: a second call with the same refund number waits here, then finds the first one's row.
      const [trade] = await tx.select(TRADE).from(sandboxTrades).where(eq(sandboxTrades.outTradeNo, outTradeNo)).for('update');
      const [kept] = await tx
        .select({ refund_no: sandboxRefunds.refundNo, amount: sandboxRefunds.amount, trade_no: sandboxRefunds.tradeNo })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.outRefundNo, outRefundNo));
      if (kept) return trade?.trade_no === kept.trade_no ? { refund_no: kept.refund_no, amount: kept.amount } : ('other_trade' as const);
      if (!trade) return 'no_trade' as const;
      if (trade.status !== 1) return 'not_paid' as const;
      const [{ refunded }] = await tx
        .select({ refunded: sql<number>`coalesce(sum(${sandboxRefunds.amount}), 0)::int` })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.tradeNo, trade.trade_no));
      if (Number(refunded) + amount > trade.amount) return 'too_much' as const;
      await tx.insert(sandboxRefunds).values({ refundNo, outRefundNo, tradeNo: trade.trade_no, amount });
      return { refund_no: refundNo, amount };
    });
  }

  async trade(tradeNo: string) {
    const [row] = await this.db.select(TRADE).from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
    return row ?? null;
  }

  /** Paid once: a second confirmation changes nothing. */
  async markPaid(tradeNo: string) {
    await this.db
      .update(sandboxTrades)
      .set({ status: 1, paidAt: new Date() })
      .where(and(eq(sandboxTrades.tradeNo, tradeNo), eq(sandboxTrades.status, 0)));
  }

  async account(outUserId: string) {
    const [row] = await this.db
      .select({ account_no: sandboxAccounts.accountNo, holder: sandboxAccounts.holder, opened_at: isoUtc(sandboxAccounts.openedAt) })
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.outUserId, outUserId));
    return row ?? null;
  }

  async openAccount(outUserId: string, accountNo: string, holder: string) {
    await this.db.insert(sandboxAccounts).values({ outUserId, accountNo, holder }).onConflictDoNothing({ target: sandboxAccounts.outUserId });
  }
}
