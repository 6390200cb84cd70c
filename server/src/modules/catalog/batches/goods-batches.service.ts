import { chinaToday, shelfLifeFloor, type GoodsBatchesBody, type GoodsBatchesView } from '@yaocai/contract';
import { failure, refusable, refuse, success, type Result } from '../../../core/http/errors.js';
import type { Database, Executor } from '../../../db/client.js';
import type { Actor, AuditEntry } from '../../../shared/actor.js';
import type { BatchRow, BatchService } from './batches.service.js';
import type { BatchesRepository } from './batches.repository.js';

/** Months left under which a batch counts as 近效期 in the console. */
const NEAR_EXPIRY_MONTHS = 6;

function stateOf(b: BatchRow, nearBefore: string): string {
  if (b.locked === 'expired') return '已过期锁定';
  if (b.number === 0) return '已售完';
  return b.expiry_date < nearBefore ? '近效期' : '可售';
}

/**
 * The console's batch list of a goods (platform: any shop's; merchant: its own, another shop's is not found): each
 * warehouse's batches with their state, and saving one warehouse's list.
 */
export class GoodsBatchesService {
  constructor(
    private readonly d: {
      database: Database;
      repo: BatchesRepository;
      batches: BatchService;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
    },
  ) {}

  async view(goodsId: number, shop?: number): Promise<Result<GoodsBatchesView>> {
    const view = await this.read(this.d.database.db, goodsId);
    if (!view || (shop !== undefined && view.shopId !== shop)) return failure('not_found', '商品不存在');
    return success(view.view);
  }

  async save(actor: Actor, goodsId: number, body: GoodsBatchesBody, shop?: number): Promise<Result<GoodsBatchesView>> {
    const today = chinaToday();
    const stale = body.batches.find((b) => b.expiry_date < today);
    if (stale) return failure('invalid', `批号${stale.batch_no}已过有效期，不能入库销售`, 'batches');
    return refusable(() =>
      this.d.database.db.transaction(async (tx) => {
        const g = await this.d.repo.goodsOf(tx, goodsId);
        if (!g || (shop !== undefined && g.shop_id !== shop)) refuse('商品不存在', 'not_found');
        const warehouses = await this.d.repo.warehousesOf(tx, g.shop_id, goodsId);
        if (!warehouses.some((w) => w.ck_id === body.ck_id)) refuse('仓库不属于该店铺', 'invalid', 'ck_id');
        const locked = await this.d.batches.lockedNumbers(tx, goodsId, body.ck_id);
        const reused = body.batches.find((b) => locked.includes(b.batch_no));
        if (reused) refuse(`批号${reused.batch_no}已过期锁定，不能再次入库`, 'invalid', 'batches');
        const before = (await this.d.batches.ofGoods(tx, goodsId)).filter((b) => b.ck_id === body.ck_id && !b.locked && b.number > 0);
        await this.d.batches.replace(tx, goodsId, body.ck_id, body.batches);
        await this.d.audit(tx, actor, {
          action: 'goods.batches',
          targetId: goodsId,
          detail: {
            name: g.name,
            ck_id: body.ck_id,
            before: before.map((b) => ({ batch_no: b.batch_no, expiry_date: b.expiry_date, number: b.number })),
            after: body.batches,
          },
        });
        return (await this.read(tx, goodsId))!.view;
      }),
    );
  }

  private async read(tx: Executor, goodsId: number): Promise<{ shopId: number; view: GoodsBatchesView } | null> {
    const g = await this.d.repo.goodsOf(tx, goodsId);
    if (!g) return null;
    const [warehouses, batches] = await Promise.all([this.d.repo.warehousesOf(tx, g.shop_id, goodsId), this.d.batches.ofGoods(tx, goodsId)]);
    const nearBefore = shelfLifeFloor(chinaToday(), NEAR_EXPIRY_MONTHS);
    return {
      shopId: g.shop_id,
      view: {
        goods_id: goodsId,
        name: g.name,
        batch_no: g.batch_no,
        expiry_date: g.expiry_date,
        warehouses: warehouses.map((w) => ({ ck_id: w.ck_id, name: w.name, stock: Number(w.stock) })),
        batches: batches.map((b) => ({ ...b, number: Number(b.number), state: stateOf(b, nearBefore) })),
      },
    };
  }
}
