import {
  chinaMinute,
  chinaMinuteInstant,
  formatFen,
  GIFT_MODE_NAMES,
  type AdminGiftRule,
  type AdminGiftRulesQuery,
  type GiftPreview,
  type GiftPreviewBody,
  type GiftRuleBody,
} from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import { OTHER_SHOP_GOODS, outOfShop, type ShopScope } from '../../shared/shop-scope.js';
import { ladderUnitPrice, lineGifts, type GiftRule } from '../../shared/pricing/index.js';
import { KIND_TYPE, type GiftRuleWrite, type GiftsAdminRepository } from './gifts-admin.repository.js';

type Facts = Awaited<ReturnType<GiftsAdminRepository['goodsFacts']>>[number];
type Problem = { message: string; field: string };

/**
 * What a gift rule must be for the cart to give it and for the law to allow it: both goods exist and are on sale in the
 * same shop (the shop ships the gift with the order); 处方药 and 甲类OTC are never given away (药品流通监督管理办法
 * 第二十条 forbids 买药品赠药品 of those classes); a 换购 costs less than the gift units it buys.
 */
function ruleProblem(main: Facts | undefined, gift: Facts | undefined, b: Pick<GiftRuleBody, 'mode' | 'gift_number' | 'add_price'>): Problem | null {
  if (!main) return { message: '商品不存在', field: 'goods_id' };
  if (!gift) return { message: '赠品不存在', field: 'gift_goods_id' };
  if (main.status !== 'on_sale' || !main.is_buy) return { message: '商品未上架或不可购买，不能设置买赠', field: 'goods_id' };
  if (gift.shop_id !== main.shop_id) return { message: '赠品须为同一店铺的商品', field: 'gift_goods_id' };
  if (gift.classification === 'rx' || gift.classification === 'otc_a') {
    return { message: '处方药和甲类非处方药不得作为赠品或换购商品', field: 'gift_goods_id' };
  }
  if (gift.status !== 'on_sale') return { message: '赠品未上架', field: 'gift_goods_id' };
  if (b.mode === 'addon' && b.add_price >= gift.base_price * b.gift_number) {
    return { message: `换购价须低于换购商品原价合计¥${formatFen(gift.base_price * b.gift_number)}`, field: 'add_price' };
  }
  return null;
}

const asPricingRule = (
  r: Pick<AdminGiftRule, 'mode' | 'min_number' | 'gift_goods_id' | 'gift_name' | 'gift_unit' | 'gift_number' | 'add_price'>,
): GiftRule => ({
  ...KIND_TYPE[r.mode],
  min_number: r.min_number,
  gift_goods_id: r.gift_goods_id,
  gift_name: r.gift_name,
  gift_unit: r.gift_unit,
  gift_number: r.gift_number,
  add_price: r.add_price,
});

/**
 * 买赠、换购与阶梯满赠 in the console, checked at save as the cart prices them: one 买赠 or 换购 of a goods at a time
 * (the cart applies one), 阶梯满赠 tiers of a goods with distinct start quantities that give more as they ask more; all
 * checked under the goods' row lock. Every write and its audit row are one transaction.
 */
export class GiftsAdminService {
  constructor(
    private readonly deps: {
      repo: GiftsAdminRepository;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
    },
  ) {}

  async list(q: AdminGiftRulesQuery) {
    const { list, total } = await this.deps.repo.page(q);
    return { list, total, page: q.page, page_size: q.page_size };
  }

  save(actor: Actor, id: number | null, body: GiftRuleBody, shop?: ShopScope): Promise<Result<AdminGiftRule>> {
    const { repo } = this.deps;
    const write: GiftRuleWrite = {
      goodsId: body.goods_id,
      ...KIND_TYPE[body.mode],
      minNumber: body.min_number,
      giftGoodsId: body.gift_goods_id,
      giftNumber: body.gift_number,
      addPrice: body.add_price,
      startsAt: chinaMinuteInstant(body.starts_at),
      endsAt: chinaMinuteInstant(body.ends_at),
    };
    return refusable(() =>
      repo.transaction(async (tx) => {
        const before = id === null ? null : await repo.row(tx, id, true);
        if (id !== null && (!before || outOfShop(shop, before.shop_id))) refuse('买赠活动不存在', 'not_found');
        if (before?.state === 'ended') refuse('活动已结束，不能修改', 'conflict');
        if (before && before.goods_id !== body.goods_id) refuse('活动商品不能修改', 'invalid', 'goods_id');
        if (id === null && write.endsAt.getTime() <= Date.now()) refuse('结束时间必须晚于当前时间', 'invalid', 'ends_at');
        const facts = new Map((await repo.goodsFacts(tx, [body.goods_id, body.gift_goods_id], body.goods_id)).map((g) => [g.id, g]));
        const main = facts.get(body.goods_id);
        // A merchant's rule is of its own goods (ruleProblem then keeps the gift in the same shop).
        if (main && outOfShop(shop, main.shop_id)) refuse(OTHER_SHOP_GOODS, 'forbidden', 'goods_id');
        const problem = ruleProblem(main, facts.get(body.gift_goods_id), body);
        if (problem) refuse(problem.message, 'invalid', problem.field);
        // Only the time still ahead can clash: a rule that ended a minute ago does not stop one that starts now.
        const from = new Date(Math.max(write.startsAt.getTime(), Date.now()));
        const clash = this.clash(await repo.meeting(tx, body.goods_id, from, write.endsAt, id), body);
        if (clash) refuse(clash.message, clash.field === 'window' ? 'conflict' : 'invalid', clash.field === 'window' ? undefined : clash.field);
        const savedId = id ?? (await repo.insert(tx, write));
        if (id !== null) await repo.update(tx, id, write);
        const after = (await repo.row(tx, savedId))!;
        await this.deps.audit(tx, actor, {
          action: id === null ? 'promotion.gift.create' : 'promotion.gift.update',
          targetId: savedId,
          detail: { goods: after.goods_name, before, after },
        });
        return after;
      }),
    );
  }

  /** What the cart could not price alongside the goods' other rules of the same time. */
  private clash(others: AdminGiftRule[], b: GiftRuleBody): Problem | null {
    if (b.mode !== 'ladder') {
      const single = others.find((o) => o.mode !== 'ladder');
      if (!single) return null;
      return {
        message: `该商品在这段时间已有${GIFT_MODE_NAMES[single.mode]}（满${single.min_number}${single.unit}，${chinaMinute(single.starts_at)} 至 ${chinaMinute(single.ends_at)}），同一商品同一时间只能有一个买赠或换购`,
        field: 'window',
      };
    }
    const tiers = others.filter((o) => o.mode === 'ladder');
    if (tiers.some((t) => t.min_number === b.min_number)) return { message: '阶梯满赠的起赠数量不能与同时段的其他档位重复', field: 'min_number' };
    // Buying more never gives less of the same gift: the tiers of one gift rise in quantity with their start quantity.
    const same = [...tiers.filter((t) => t.gift_goods_id === b.gift_goods_id), { min_number: b.min_number, gift_number: b.gift_number }].sort(
      (x, y) => x.min_number - y.min_number,
    );
    const falls = same.findIndex((t, i) => i > 0 && t.gift_number <= same[i - 1]!.gift_number);
    return falls === -1 ? null : { message: '起赠数量更高的档位，赠送数量须更多', field: 'gift_number' };
  }

  /** Ends a running rule now, or withdraws one that has not started. */
  end(actor: Actor, id: number, shop?: ShopScope): Promise<Result<{ id: number; removed: boolean }>> {
    const { repo } = this.deps;
    return refusable(() =>
      repo.transaction(async (tx) => {
        const before = await repo.row(tx, id, true);
        if (!before || outOfShop(shop, before.shop_id)) refuse('买赠活动不存在', 'not_found');
        if (before.state === 'ended') refuse('活动已结束', 'conflict');
        if (before.state === 'upcoming') await repo.remove(tx, id);
        else await repo.endNow(tx, id);
        await this.deps.audit(tx, actor, {
          action: before.state === 'upcoming' ? 'promotion.gift.withdraw' : 'promotion.gift.end',
          targetId: id,
          detail: { goods: before.goods_name, before, after: before.state === 'upcoming' ? null : await repo.row(tx, id) },
        });
        return { id, removed: before.state === 'upcoming' };
      }),
    );
  }

  /**
   * A line of `number` units priced with the draft and the goods' other rules running now, through the cart's own gift
   * engine; what would stop the save comes back as warnings, so the operator sees both at once.
   */
  async preview(b: GiftPreviewBody, shop?: ShopScope): Promise<Result<GiftPreview>> {
    const { repo } = this.deps;
    const facts = new Map((await repo.goodsFacts(repo.executor, [b.goods_id, b.gift_goods_id])).map((g) => [g.id, g]));
    const main = facts.get(b.goods_id);
    const gift = facts.get(b.gift_goods_id);
    if (!main) return failure('invalid', '商品不存在', 'goods_id');
    if (outOfShop(shop, main.shop_id)) return failure('forbidden', OTHER_SHOP_GOODS, 'goods_id');
    if (!gift) return failure('invalid', '赠品不存在', 'gift_goods_id');
    const now = new Date();
    const others = await repo.meeting(repo.executor, b.goods_id, now, new Date(now.getTime() + 1), b.id ?? null);
    const draft = {
      id: null,
      mode: b.mode,
      min_number: b.min_number,
      gift_goods_id: gift.id,
      gift_name: gift.name,
      gift_unit: gift.unit,
      gift_number: b.gift_number,
      add_price: b.add_price,
    };
    const warnings = [ruleProblem(main, gift, b), this.clash(others, { ...b, starts_at: '', ends_at: '' })].flatMap((p) => (p ? [p.message] : []));
    const rules = [...others.map((o) => ({ ...o, id: o.id as number | null })), draft];
    const outcome = lineGifts(rules.map(asPricingRule), b.number, main.unit);
    const { price } = ladderUnitPrice(main.base_price, main.ladder, b.number);
    const amount = price * b.number;
    const nameOf = (goodsId: number) => rules.find((r) => r.gift_goods_id === goodsId)?.gift_name ?? '';
    const outcomes = [
      ...(outcome.gift_data ? [{ o: outcome.gift_data, mode: outcome.gift_data.type === 2 ? ('addon' as const) : ('gift' as const) }] : []),
      ...(outcome.jtmz_data ? [{ o: outcome.jtmz_data, mode: 'ladder' as const }] : []),
    ].map(({ o, mode }) => ({ mode, text: o.text, gift_name: nameOf(o.gift_goods_id), gift_number: o.gift_number, amount: o.total }));
    return success({
      goods_name: main.name,
      unit: main.unit,
      number: b.number,
      price,
      amount,
      outcomes,
      hint: outcome.gift_hint,
      total: amount + outcomes.reduce((a, o) => a + o.amount, 0),
      rules: rules.map((r) => ({ id: r.id, mode: r.mode, min_number: r.min_number, gift_name: r.gift_name, gift_number: r.gift_number })),
      warnings,
    });
  }
}
