import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** What the merchant side receives from a provider's asynchronous notification, once its signature is verified. */
export interface PaidNotice {
  out_trade_no: string;
  trade_no: string;
  amount: number;
  status: 'SUCCESS';
}

/**
 * A payment provider as the payments service sees it (WeChat Pay, Alipay, or the built-in sandbox): create a trade
 * shown as a QR code, verify its signed notifications, query a trade to reconcile.
 */
export interface PaymentProvider {
  readonly name: string;
  create(outTradeNo: string, amount: number, subject: string): Promise<{ trade_no: string; qr_content: string }>;
  /** The notice when `body` carries a valid signature, else null. */
  verify(body: string, signature: string): PaidNotice | null;
  query(outTradeNo: string): Promise<{ paid: boolean; trade_no: string; amount: number } | null>;
  /** The member's account with the provider (null when not opened). */
  account(outUserId: string): Promise<{ account_no: string; holder: string; opened_at: string } | null>;
  openAccount(outUserId: string, holder: string): Promise<{ account_no: string; holder: string; opened_at: string }>;
}

export function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * The sandbox provider: trades in its own table, a QR page at /sandbox-pay/{trade_no} where the buyer confirms, then a
 * notification signed with HMAC-SHA256 over the exact body, delivered asynchronously and retried until acknowledged.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  constructor(
    private readonly database: Database,
    private readonly secret: string,
    private readonly publicBase: string,
  ) {}

  async create(outTradeNo: string, amount: number, subject: string) {
    const tradeNo = `SBX${Date.now()}${randomBytes(4).toString('hex')}`;
    const [row] = await this.database.rows<{ trade_no: string }>(sql`
      insert into sandbox_trades (trade_no, out_trade_no, subject, amount) values (${tradeNo}, ${outTradeNo}, ${subject}, ${amount})
      on conflict (out_trade_no) do update set subject = excluded.subject returning trade_no`);
    return { trade_no: row.trade_no, qr_content: `${this.publicBase}/sandbox-pay/${row.trade_no}` };
  }

  verify(body: string, signature: string): PaidNotice | null {
    const expected = Buffer.from(sign(this.secret, body), 'hex');
    const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const n = JSON.parse(body) as PaidNotice;
      return n.status === 'SUCCESS' && typeof n.out_trade_no === 'string' && Number.isSafeInteger(n.amount) ? n : null;
    } catch {
      return null;
    }
  }

  async query(outTradeNo: string) {
    const [row] = await this.database.rows<{ trade_no: string; status: number; amount: number }>(sql`
      select trade_no, status, amount from sandbox_trades where out_trade_no = ${outTradeNo}`);
    return row ? { paid: Number(row.status) === 1, trade_no: row.trade_no, amount: Number(row.amount) } : null;
  }

  async account(outUserId: string) {
    const [row] = await this.database.rows<{ account_no: string; holder: string; opened_at: string }>(sql`
      select account_no, holder, to_char(opened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as opened_at from sandbox_accounts where out_user_id = ${outUserId}`);
    return row ?? null;
  }

  async openAccount(outUserId: string, holder: string) {
    const accountNo = `6608${String(Date.now()).slice(-8)}${randomBytes(2).readUInt16BE(0).toString().padStart(5, '0')}`;
    await this.database.rows(sql`insert into sandbox_accounts (out_user_id, account_no, holder) values (${outUserId}, ${accountNo}, ${holder}) on conflict (out_user_id) do nothing`);
    return (await this.account(outUserId))!;
  }

  /** The provider's pay page data (what the QR code opens). */
  async trade(tradeNo: string) {
    const [row] = await this.database.rows<{ trade_no: string; out_trade_no: string; subject: string; amount: number; status: number }>(sql`
      select trade_no, out_trade_no, subject, amount, status from sandbox_trades where trade_no = ${tradeNo}`);
    return row ?? null;
  }

  /** The buyer confirms on the provider's page: the trade is paid once; returns the notice body and signature to send. */
  async confirm(tradeNo: string): Promise<{ body: string; signature: string } | null> {
    await this.database.rows(sql`update sandbox_trades set status = 1, paid_at = now() where trade_no = ${tradeNo} and status = 0`);
    const t = await this.trade(tradeNo);
    if (!t || Number(t.status) !== 1) return null;
    return this.notice(t.out_trade_no, t.trade_no, Number(t.amount));
  }

  notice(outTradeNo: string, tradeNo: string, amount: number) {
    const body = JSON.stringify({ out_trade_no: outTradeNo, trade_no: tradeNo, amount, status: 'SUCCESS' });
    return { body, signature: sign(this.secret, body) };
  }
}
