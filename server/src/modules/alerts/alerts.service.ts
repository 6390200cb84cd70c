import { failure, success, type Result } from '../../core/http/errors.js';
import type { JobQueue } from '../../core/jobs/job-queue.js';
import type { StockService } from '../catalog/stock.service.js';
import type { AlertRow, AlertsRepository } from './alerts.repository.js';

export const ALERTS_QUEUE = 'goods_alerts';
const KINDS = { 1: 'arrival', 2: 'price' } as const;
const view = (a: AlertRow) => ({ ...a, kind: a.kind === 'arrival' ? 1 : 2, target_price: a.target_price === null ? null : Number(a.target_price) });

type Operator = { id: number; username: string };

/**
 * 到货提醒 and 降价提醒: a member subscribes on the detail page; an operator's stock or price change enqueues a job in
 * its own transaction, and the job answers each satisfied subscription once with a /wdxx message.
 */
export class AlertsService {
  constructor(
    private readonly repo: AlertsRepository,
    private readonly jobs: JobQueue,
    private readonly stock: StockService,
  ) {}

  async subscribe(memberId: number, body: { goods_id: number; kind: number; target_price?: number }): Promise<Result<ReturnType<typeof view>>> {
    const g = await this.repo.goods(body.goods_id);
    if (!g) return failure('invalid', '商品不存在或已下架', 'goods_id');
    const kind = KINDS[body.kind as 1 | 2];
    if (kind === 'arrival' && g.stock > 0) return failure('conflict', '该商品有货，可直接采购');
    if (kind === 'price') {
      if (!body.target_price) return failure('invalid', '请填写目标价', 'target_price');
      if (body.target_price >= g.price) return failure('invalid', '目标价需低于当前价格', 'target_price');
    }
    return success(view(await this.repo.upsert(memberId, g.id, kind, kind === 'price' ? body.target_price! : null)));
  }

  async mine(memberId: number, goodsId: number) {
    return (await this.repo.mine(memberId, goodsId)).map(view);
  }

  async cancel(memberId: number, id: number): Promise<Result<null>> {
    return (await this.repo.cancel(memberId, id)) ? success(null) : failure('not_found', '提醒不存在');
  }

  /** Operator: one warehouse's stock; from none to some is an arrival event. */
  async restock(op: Operator, goodsId: number, body: { ck_id: number; number: number }): Promise<Result<null>> {
    const done = await this.repo.transaction(async (tx) => {
      const before = await this.stock.set(tx, goodsId, body.ck_id, body.number);
      if (before === null) return false;
      await this.repo.audit(tx, op, 'goods.stock', goodsId, body);
      if (before === 0 && body.number > 0)
        await this.jobs.enqueue(tx, ALERTS_QUEUE, `arrival:${goodsId}:${Date.now()}`, { goods_id: goodsId, kind: 'arrival' }, new Date());
      return true;
    });
    return done ? success(null) : failure('not_found', '商品或仓库不存在');
  }

  /** Operator: the base price; a lower price is a price-drop event. */
  async reprice(op: Operator, goodsId: number, price: number): Promise<Result<null>> {
    const done = await this.repo.transaction(async (tx) => {
      const before = await this.stock.setPrice(tx, goodsId, price);
      if (before === null) return false;
      await this.repo.audit(tx, op, 'goods.price', goodsId, { before, price });
      if (price < before)
        await this.jobs.enqueue(tx, ALERTS_QUEUE, `price:${goodsId}:${Date.now()}`, { goods_id: goodsId, kind: 'price' }, new Date());
      return true;
    });
    return done ? success(null) : failure('not_found', '商品不存在');
  }

  /** The job: reads the goods as they are now and answers what is due (a retried job finds them answered). */
  async runJob(payload: Record<string, unknown>) {
    const kind = payload.kind === 'price' ? 'price' : 'arrival';
    await this.repo.transaction(async (tx) => {
      const g = await this.repo.goods(Number(payload.goods_id), tx);
      if (g) await this.repo.notify(tx, g, kind);
    });
  }
}
