import {
  addChinaDays,
  chinaMidnight,
  chinaToday,
  shelfLifeFloor,
  type BatchClearanceBody,
  type GoodsBatchesBody,
  type GoodsBatchesView,
} from '@yaocai/contract';
import { failure, refusable, refuse, success, type Result } from '../../../core/http/errors.js';
import type { Database, Executor } from '../../../db/client.js';
import type { Actor, AuditEntry } from '../../../shared/actor.js';
import type { BatchRow, BatchService } from './batches.service.js';
import type { BatchesRepository } from './batches.repository.js';

/** Months left under which a batch counts as 近效期 in the console, and may be priced down (近效期特价). */
const NEAR_EXPIRY_MONTHS = 6;

/** A batch's 近效期特价 as promotions keeps it (a flash sale bound to the batch). */
export interface ClearanceSale {
  id: number;
  batch_id: number;
  price: number;
  stock: number;
  sold: number;
  per_member_limit: number;
  ends_at: string;
}

/** What the batch list needs of promotions (wired in services.ts), inside the caller's transaction. */
export interface ClearancePort {
  /** The batches' 近效期特价 not yet ended. */
  of(tx: Executor, batchIds: number[], now: Date): Promise<ClearanceSale[]>;
  /** Starts one; null when another sale of the goods (秒杀 or 特价) overlaps its window. */
  start(
    tx: Executor,
    sale: { goodsId: number; batchId: number; price: number; stock: number; perMemberLimit: number; startsAt: Date; endsAt: Date },
  ): Promise<number | null>;
}

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
      clearance: ClearancePort;
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

  /**
   * 近效期特价 on one batch: under six months left, below the supply price, at most its unsold units, from now until
   * the end of its 有效期至 (the expiry job locks it the day after). One sale of a goods at a time.
   */
  async startClearance(actor: Actor, goodsId: number, batchId: number, body: BatchClearanceBody, shop?: number): Promise<Result<GoodsBatchesView>> {
    const now = new Date();
    return refusable(() =>
      this.d.database.db.transaction(async (tx) => {
        const g = await this.d.repo.goodsOf(tx, goodsId, true);
        if (!g || (shop !== undefined && g.shop_id !== shop)) refuse('商品不存在', 'not_found');
        const batch = (await this.d.batches.ofGoods(tx, goodsId)).find((b) => b.id === batchId);
        if (!batch || batch.locked) refuse('批次不存在或已过期锁定', 'not_found');
        if (batch.expiry_date >= shelfLifeFloor(chinaToday(now), NEAR_EXPIRY_MONTHS))
          refuse(`只有近效期（有效期不足${NEAR_EXPIRY_MONTHS}个月）的批次可以设置近效期特价`, 'invalid', 'batch_id');
        if (body.price >= g.base_price) refuse('近效期特价须低于供货价', 'invalid', 'price');
        if (body.number > batch.number) refuse(`特价数量不能超过该批次未售数量${batch.number}`, 'invalid', 'number');
        const id = await this.d.clearance.start(tx, {
          goodsId,
          batchId,
          price: body.price,
          stock: body.number,
          perMemberLimit: body.per_member_limit,
          startsAt: now,
          endsAt: chinaMidnight(addChinaDays(batch.expiry_date, 1)),
        });
        if (id === null) refuse('该商品已有进行中或待开始的秒杀、近效期特价', 'conflict');
        await this.d.audit(tx, actor, {
          action: 'goods.clearance',
          targetId: goodsId,
          detail: {
            name: g.name,
            flash_sale_id: id,
            batch_no: batch.batch_no,
            expiry_date: batch.expiry_date,
            price: body.price,
            number: body.number,
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
    const sales = new Map(
      (
        await this.d.clearance.of(
          tx,
          batches.map((b) => b.id),
          new Date(),
        )
      ).map((c) => [c.batch_id, c]),
    );
    const nearBefore = shelfLifeFloor(chinaToday(), NEAR_EXPIRY_MONTHS);
    return {
      shopId: g.shop_id,
      view: {
        goods_id: goodsId,
        name: g.name,
        batch_no: g.batch_no,
        expiry_date: g.expiry_date,
        warehouses: warehouses.map((w) => ({ ck_id: w.ck_id, name: w.name, stock: Number(w.stock) })),
        batches: batches.map((b) => {
          const c = sales.get(b.id);
          return {
            ...b,
            number: Number(b.number),
            state: stateOf(b, nearBefore),
            clearance: c
              ? { id: c.id, price: c.price, stock: c.stock, sold: c.sold, per_member_limit: c.per_member_limit, ends_at: c.ends_at }
              : null,
          };
        }),
      },
    };
  }
}
