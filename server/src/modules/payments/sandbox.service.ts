import { failure, success, type Result } from '../../core/http/errors.js';
import type { JobQueue } from '../../core/jobs/job-queue.js';
import type { Executor } from '../../db/client.js';
import type { NotifyRequest } from './provider.js';
import { SANDBOX_SIGNATURE, type SandboxProvider } from './sandbox.provider.js';

/** The sandbox's notifications on their way to the store (delivered by the job queue, retried until acknowledged). */
export const NOTIFY_QUEUE = 'payments.notify';

export interface SandboxDeskDeps {
  provider: SandboxProvider;
  jobs: JobQueue;
  transaction: <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;
  /** The store's notification endpoint (PaymentsService.notify): checked exactly as a real provider's would be. */
  deliver: (n: NotifyRequest) => Promise<Result<null>>;
}

/**
 * The sandbox provider's own side, standing in for a wallet app and the provider's servers: the page the QR code
 * opens, 确认支付, and the signed notification it then sends to the store. Built only when the sandbox is on.
 */
export class SandboxDesk {
  constructor(private readonly d: SandboxDeskDeps) {}

  trade(tradeNo: string) {
    return this.d.provider.trade(tradeNo);
  }

  /** The buyer confirms on the provider's page: the trade is paid, its notification queued for delivery. */
  async confirm(tradeNo: string): Promise<Result<null>> {
    const notice = await this.d.provider.confirm(tradeNo);
    if (!notice) return failure('not_found', '交易不存在');
    await this.d.transaction((tx) => this.d.jobs.enqueue(tx, NOTIFY_QUEUE, tradeNo, { ...notice }, new Date()));
    return success(null);
  }

  /** The notification job; one queued before the provider interface carried `{ body, signature }`. */
  async runNotifyJob(p: Record<string, unknown>) {
    const headers = (p.headers as NotifyRequest['headers'] | undefined) ?? { [SANDBOX_SIGNATURE]: String(p.signature) };
    const delivered = await this.d.deliver({ headers, body: String(p.body) });
    if (!delivered.ok) throw new Error(`payment notification refused: ${delivered.message}`);
  }
}
