import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SandboxRepository } from './sandbox.repository.js';

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
    private readonly repo: SandboxRepository,
    private readonly secret: string,
    private readonly publicBase: string,
  ) {}

  async create(outTradeNo: string, amount: number, subject: string) {
    const tradeNo = `SBX${Date.now()}${randomBytes(4).toString('hex')}`;
    const tradeNoKept = await this.repo.upsertTrade(tradeNo, outTradeNo, subject, amount);
    return { trade_no: tradeNoKept, qr_content: `${this.publicBase}/sandbox-pay/${tradeNoKept}` };
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
    const row = await this.repo.tradeByOutNo(outTradeNo);
    return row ? { paid: row.status === 1, trade_no: row.trade_no, amount: row.amount } : null;
  }

  account(outUserId: string) {
    return this.repo.account(outUserId);
  }

  async openAccount(outUserId: string, holder: string) {
    const accountNo = `6608${String(Date.now()).slice(-8)}${randomBytes(2).readUInt16BE(0).toString().padStart(5, '0')}`;
    await this.repo.openAccount(outUserId, accountNo, holder);
    return (await this.account(outUserId))!;
  }

  /** The provider's pay page data (what the QR code opens). */
  trade(tradeNo: string) {
    return this.repo.trade(tradeNo);
  }

  /** The buyer confirms on the provider's page: the trade is paid once; returns the notice body and signature to send. */
  async confirm(tradeNo: string): Promise<{ body: string; signature: string } | null> {
    await this.repo.markPaid(tradeNo);
    const t = await this.trade(tradeNo);
    if (!t || t.status !== 1) return null;
    return this.notice(t.out_trade_no, t.trade_no, t.amount);
  }

  notice(outTradeNo: string, tradeNo: string, amount: number) {
    const body = JSON.stringify({ out_trade_no: outTradeNo, trade_no: tradeNo, amount, status: 'SUCCESS' });
    return { body, signature: sign(this.secret, body) };
  }
}
