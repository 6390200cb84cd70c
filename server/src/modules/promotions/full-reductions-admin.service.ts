import type {
  AdminFullReductionRow,
  AdminFullReductionsQuery,
  AdminFullReductionView,
  FullReductionBody,
  FullReductionPreview,
  FullReductionPreviewBody,
} from '@yaocai/contract';
import { chinaMinute, chinaMinuteInstant } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import { OTHER_SHOP, outOfShop, type ShopScope } from '../../shared/shop-scope.js';
import { priceCart, sampleCartLines } from '../../shared/pricing/index.js';
import type { SampleCartService } from '../catalog/sample-cart.service.js';
import type { FullReductionsAdminRepository, FullReductionWrite } from './full-reductions-admin.repository.js';

/**
 * 满减 in the console. The cart prices a shop's lines with one 满减, so a shop's windows may not overlap (checked under
 * a lock on the shop, so two operators cannot both pass the check); tiers must rise in both threshold and reduction and
 * reduce less than they require (the contract's schema); specified goods must be the shop's. A preview prices a
 * sample cart of the shop with the draft rule through the same engine the cart uses, before anything is saved.
 */
export class FullReductionsAdminService {
  constructor(
    private readonly deps: {
      database: Database;
      repo: FullReductionsAdminRepository;
      sampleCart: SampleCartService;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
    },
  ) {}

  async list(q: AdminFullReductionsQuery) {
    const { list, total } = await this.deps.repo.page(q);
    return { list, total, page: q.page, page_size: q.page_size };
  }

  async view(id: number, shop?: ShopScope): Promise<Result<AdminFullReductionView>> {
    const row = await this.deps.repo.row(this.deps.database.db, id);
    if (!row || outOfShop(shop, row.shop_id)) return failure('not_found', '满减活动不存在');
    const names = new Map((await this.deps.repo.goodsNames(row.goods_ids ?? [])).map((g) => [g.id, g]));
    return success({ ...row, goods: (row.goods_ids ?? []).flatMap((gid) => names.get(gid) ?? []) });
  }

  create(actor: Actor, body: FullReductionBody, shop?: ShopScope) {
    return this.save(actor, null, body, shop);
  }

  update(actor: Actor, id: number, body: FullReductionBody, shop?: ShopScope) {
    return this.save(actor, id, body, shop);
  }

  private async save(actor: Actor, id: number | null, body: FullReductionBody, shop: ShopScope): Promise<Result<AdminFullReductionRow>> {
    const { repo, database } = this.deps;
    if (outOfShop(shop, body.shop_id)) return failure('forbidden', OTHER_SHOP, 'shop_id');
    const foreign = body.goods_ids.length ? await this.foreignGoods(body.goods_ids, body.shop_id) : null;
    if (foreign) return failure('invalid', foreign, 'goods_ids');
    const write: FullReductionWrite = {
      shopId: body.shop_id,
      name: body.name,
      goodsIds: body.goods_ids.length ? body.goods_ids : null,
      startsAt: chinaMinuteInstant(body.starts_at),
      endsAt: chinaMinuteInstant(body.ends_at),
      tiers: body.tiers,
    };
    return refusable(() =>
      database.db.transaction(async (tx) => {
        if (!(await repo.lockShop(tx, body.shop_id))) refuse('店铺不存在', 'invalid', 'shop_id');
        let before: AdminFullReductionRow | null = null;
        if (id !== null) {
          before = await repo.row(tx, id, true);
          if (!before || outOfShop(shop, before.shop_id)) refuse('满减活动不存在', 'not_found');
          if (before.shop_id !== body.shop_id) refuse('活动所属店铺不能修改', 'invalid', 'shop_id');
          if (before.state === 'ended') refuse('活动已结束，不能修改', 'conflict');
        }
        if (id === null && write.endsAt.getTime() <= Date.now()) refuse('结束时间必须晚于当前时间', 'invalid', 'ends_at');
        // Only the time still ahead can clash: a 满减 ended a minute ago does not stop one that starts now.
        const from = new Date(Math.max(write.startsAt.getTime(), Date.now()));
        const clash = await repo.overlapping(tx, body.shop_id, from, write.endsAt, id);
        if (clash) {
          refuse(
            `该店铺在这段时间已有满减「${clash.name}」（${chinaMinute(clash.starts_at)} 至 ${chinaMinute(clash.ends_at)}），同一店铺同一时间只能有一个满减`,
            'conflict',
          );
        }
        const savedId = id ?? (await repo.insert(tx, write));
        if (id !== null) await repo.update(tx, id, write);
        const after = (await repo.row(tx, savedId))!;
        await this.deps.audit(tx, actor, {
          action: id === null ? 'promotion.full_reduction.create' : 'promotion.full_reduction.update',
          targetId: savedId,
          detail: { name: after.name, before, after },
        });
        return after;
      }),
    );
  }

  /** Ends a running 满减 now, or withdraws one that has not started. */
  async end(actor: Actor, id: number, shop?: ShopScope): Promise<Result<{ id: number; removed: boolean }>> {
    const { repo, database } = this.deps;
    return refusable(() =>
      database.db.transaction(async (tx) => {
        const before = await repo.row(tx, id, true);
        if (!before || outOfShop(shop, before.shop_id)) refuse('满减活动不存在', 'not_found');
        if (before.state === 'ended') refuse('活动已结束', 'conflict');
        if (before.state === 'upcoming') await repo.remove(tx, id);
        else await repo.endNow(tx, id);
        await this.deps.audit(tx, actor, {
          action: before.state === 'upcoming' ? 'promotion.full_reduction.withdraw' : 'promotion.full_reduction.end',
          targetId: id,
          detail: { name: before.name, before, after: before.state === 'upcoming' ? null : await repo.row(tx, id) },
        });
        return { id, removed: before.state === 'upcoming' };
      }),
    );
  }

  /** A sample cart of the shop priced with the draft rule, as the cart will price it (ladders, packs, eligibility). */
  async preview(body: FullReductionPreviewBody, scope?: ShopScope): Promise<Result<FullReductionPreview>> {
    if (outOfShop(scope, body.shop_id)) return failure('forbidden', OTHER_SHOP, 'shop_id');
    const foreign = body.goods_ids.length ? await this.foreignGoods(body.goods_ids, body.shop_id) : null;
    if (foreign) return failure('invalid', foreign, 'goods_ids');
    const facts = await this.deps.sampleCart.facts(body.lines.map((l) => l.goods_id));
    const missing = body.lines.find((l) => facts.get(l.goods_id)?.shop_id !== body.shop_id);
    if (missing) return failure('invalid', `样例商品不存在或不属于该店铺：${missing.goods_id}`, 'lines');
    const now = Date.now();
    const lines = sampleCartLines(facts, body.lines);
    const promo = { tiers: body.tiers, goods_ids: body.goods_ids.length ? body.goods_ids : null };
    const priced = priceCart({ lines, promotions: new Map([[body.shop_id, promo]]), now });
    const shop = priced.shops[0]!;
    const byId = new Map(shop.lines.map((l) => [l.id, l]));
    const before = shop.lines.reduce((a, l) => a + (l.counted ? l.amount : 0), 0);
    return success({
      lines: lines.map((l) => {
        const p = byId.get(l.id)!;
        const g = facts.get(l.goods_id)!;
        const inScope = promo.goods_ids === null || promo.goods_ids.includes(l.goods_id);
        return {
          goods_id: l.goods_id,
          name: g.name,
          spec: g.spec,
          number: p.number,
          price: p.price,
          amount: p.counted ? p.amount : 0,
          eligible: p.counted && inScope,
          share: p.goods_manjian_amount,
          note: p.deselect_reason ?? (inScope ? '' : '不参加本活动'),
        };
      }),
      eligible_amount: shop.manjians.length
        ? shop.lines.filter((l) => l.counted && (promo.goods_ids?.includes(l.goods_id) ?? true)).reduce((a, l) => a + l.amount, 0)
        : 0,
      tiers: shop.manjians,
      reduction: shop.mjPrice,
      total_before: before,
      total_after: before - shop.mjPrice,
    });
  }

  private async foreignGoods(ids: number[], shopId: number): Promise<string | null> {
    const own = new Set(await this.deps.repo.goodsOfShop(ids, shopId));
    const bad = ids.filter((gid) => !own.has(gid));
    return bad.length ? `指定商品不存在或不属于该店铺：${bad.slice(0, 5).join('、')}` : null;
  }
}
