import type { Executor } from '../../db/client.js';
import { isConnectionLoss } from '../../db/connection-loss.js';
import type { JobsRepository } from './jobs.repository.js';

/** `now` is the instant the run claimed the job at (a handler that decides by time uses it, not its own clock). */
export type JobHandler = (payload: Record<string, unknown>, now: Date) => Promise<void>;

const LEASE_SECONDS = 60;
const MAX_BACKOFF_SECONDS = 600;
/** A job that failed because the database connection was lost is not at fault: it runs again soon. */
const LOST_CONNECTION_BACKOFF_SECONDS = 2;

/**
 * Jobs in PostgreSQL (table `jobs`): enqueued inside the caller's transaction (so an order and its timeout job commit
 * together or not at all), claimed by any process with FOR UPDATE SKIP LOCKED under a lease, retried with backoff.
 * A process killed mid-job leaves the lease to expire and another run picks the job up; handlers are idempotent.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly repo: JobsRepository) {}

  register(queue: string, handler: JobHandler) {
    this.handlers.set(queue, handler);
  }

  /** Adds a job (once per queue and key) in the given transaction. */
  async enqueue(tx: Executor, queue: string, key: string, payload: Record<string, unknown>, runAt: Date) {
    await this.repo.insert(tx, queue, key, payload, runAt);
  }

  /**
   * The same as a part of the statement that makes the key it belongs to (placing an order: its submission): the job
   * for `prefix + id` with the payload `{ [field]: id }` is written by that statement, not by one of its own.
   */
  enqueuePerKeyPart(queue: string, prefix: string, field: string, runAt: Date) {
    return this.repo.insertPerKeyPart(queue, prefix, field, runAt);
  }

  /**
   * Claims and runs the due jobs (up to `limit`); returns how many ran. Safe to call from many processes at once.
   * When the database goes away mid-run, the jobs it could not finish or put back keep their lease and are claimed
   * again once it expires (handlers are idempotent); the other claimed jobs still get their turn.
   */
  async runDue(limit = 20, now = new Date()): Promise<number> {
    const claimed = await this.repo.claimDue(limit, now, LEASE_SECONDS);
    for (const job of claimed) {
      const handler = this.handlers.get(job.queue);
      try {
        if (!handler) throw new Error(`no handler for queue ${job.queue}`);
        await handler(job.payload, now);
        await this.repo.done(job.id);
      } catch (err) {
        const backoff = isConnectionLoss(err) ? LOST_CONNECTION_BACKOFF_SECONDS : Math.min(MAX_BACKOFF_SECONDS, 2 ** Math.min(job.attempts, 10));
        await this.repo.retryLater(job.id, String((err as Error)?.message ?? err), backoff).catch(() => undefined);
      }
    }
    return claimed.length;
  }

  /** Polls every `intervalMs` until stopped; one run at a time per process. A failed poll (no database) is just retried. */
  start(intervalMs = 1000) {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.runDue()
        .catch(() => 0)
        .finally(() => (this.running = null));
    }, intervalMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
