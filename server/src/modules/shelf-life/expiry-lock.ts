import { addChinaDays, chinaDay, chinaMidnight } from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import type { JobQueue } from '../../core/jobs/job-queue.js';
import type { Actor } from '../../shared/actor.js';
import type { MessageToMember } from '../messages/deliver.sql.js';

export const EXPIRY_LOCK_QUEUE = 'shelf_life.expiry_lock';

/** The lock's author in the audit trail. */
const JOB_ACTOR: Actor = { operatorId: null, name: 'job:expiry-lock' };

/** What the lock needs of other modules, each inside its one transaction (wired in services.ts). */
export interface ExpiryLockPorts {
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  /** catalog: expired goods off sale (search index, audit); those it changed. */
  lockExpired(tx: Executor, actor: Actor, today: string): Promise<Array<{ id: number; name: string }>>;
  /** cart: the goods out of every cart; whose lines. */
  clearCarts(tx: Executor, goodsIds: number[]): Promise<Array<{ member_id: number; goods_id: number }>>;
  deliver(tx: Executor, messages: MessageToMember[]): Promise<void>;
}

/**
 * 效期锁定 (issue 47): on the day after a batch's 有效期至, its goods go off sale and leave every cart (their owners told),
 * in one transaction — never sold, never bought. A job per China day in the shared queue: it runs at midnight, and at
 * start-up for a day not yet locked; whichever process claims it first does it once, then queues the next day's.
 */
export class ExpiryLock {
  constructor(
    private readonly ports: ExpiryLockPorts,
    private readonly jobs: JobQueue,
  ) {}

  async run(now: Date): Promise<{ locked: number; cartLines: number }> {
    const today = chinaDay(now);
    const done = await this.ports.transaction(async (tx) => {
      const locked = await this.ports.lockExpired(tx, JOB_ACTOR, today);
      const removed = await this.ports.clearCarts(
        tx,
        locked.map((g) => g.id),
      );
      const names = new Map(locked.map((g) => [g.id, g.name]));
      const byMember = new Map<number, string[]>();
      for (const r of removed) byMember.set(r.member_id, [...(byMember.get(r.member_id) ?? []), names.get(r.goods_id) ?? '']);
      await this.ports.deliver(
        tx,
        [...byMember].map(([memberId, goods]) => ({
          memberId,
          type: 'goods',
          title: '购物车商品已过有效期',
          body: `「${[...new Set(goods)].join('」「')}」已过有效期，已下架并从您的购物车移除。`,
        })),
      );
      await this.queue(tx, addChinaDays(today, 1));
      return { locked: locked.length, cartLines: removed.length };
    });
    return done;
  }

  /** Makes sure today's lock runs (now, when it has not yet) and so every day after it. */
  async schedule(now = new Date()): Promise<void> {
    await this.ports.transaction((tx) => this.jobs.enqueue(tx, EXPIRY_LOCK_QUEUE, `day:${chinaDay(now)}`, {}, now));
  }

  /** Queues the lock of China day `day` at its midnight (once per day, whoever queues it). */
  private queue(tx: Executor, day: string) {
    return this.jobs.enqueue(tx, EXPIRY_LOCK_QUEUE, `day:${day}`, {}, chinaMidnight(day));
  }
}
