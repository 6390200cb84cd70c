import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isoUtc } from '../../db/sql-helpers.js';
import { sandboxAccounts, sandboxTrades } from './payments.tables.js';

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
    const [row] = await this.db.select(TRADE).from(sandboxTrades).where(eq(sandboxTrades.outTradeNo, outTradeNo));
    return row ?? null;
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
