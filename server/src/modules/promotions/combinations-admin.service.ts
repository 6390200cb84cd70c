import {
  chinaMinuteInstant,
  formatFen,
  type AdminCombination,
  type AdminCombinationsQuery,
  type CombinationBody,
  type CombinationPreview,
  type CombinationPreviewBody,
} from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import { OTHER_SHOP, outOfShop, type ShopScope } from '../../shared/shop-scope.js';
import { LINE_TYPE, priceCart } from '../../shared/pricing/index.js';
import type { CombinationsAdminRepository, CombinationWrite } from './combinations-admin.repository.js';

type Facts = Awaited<ReturnType<CombinationsAdminRepository['goodsFacts']>>[number];
type Problem = { message: string; field: string };
type Rule = Pick<CombinationBody, 'shop_id' | 'price' | 'items'>;

/**
 * What a package must be for the cart to sell it: goods of its shop (one shop ships it), each on sale and buyable, none
 * 控销 (a package would sell it past the authorisation the goods needs), and a price below the items bought alone.
 */
function packageProblem(rule: Rule, facts: Map<number, Facts>): Problem | null {
  const missing = rule.items.filter((i) => !facts.has(i.goods_id)).map((i) => i.goods_id);
  if (missing.length) return { message: `套餐商品不存在：${missing.join('、')}`, field: 'items' };
  for (const i of rule.items) {
    const g = facts.get(i.goods_id)!;
    if (g.shop_id !== rule.shop_id) return { message: `套餐商品须为同一店铺的商品：${g.name}`, field: 'items' };
    if (!g.on_sale || !g.is_buy) return { message: `套餐商品「${g.name}」未上架或不可购买`, field: 'items' };
    if (g.is_kx) return { message: `控销商品不能加入组合套餐：${g.name}`, field: 'items' };
  }
  const original = originalOf(rule, facts);
  if (rule.price >= original) return { message: `套餐价须低于单品原价合计¥${formatFen(original)}`, field: 'price' };
  return null;
}

const originalOf = (rule: Rule, facts: Map<number, Facts>) => rule.items.reduce((a, i) => a + (facts.get(i.goods_id)?.base_price ?? 0) * i.number, 0);

/** 组合套餐 in the console: checked at save as the cart sells them; every write and its audit row are one transaction. */
export class CombinationsAdminService {
  constructor(
    private readonly deps: {
      repo: CombinationsAdminRepository;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
    },
  ) {}

  async list(q: AdminCombinationsQuery) {
    const { list, total } = await this.deps.repo.page(q);
    return { list, total, page: q.page, page_size: q.page_size };
  }

  async view(id: number, shop?: ShopScope): Promise<Result<AdminCombination>> {
    const row = await this.deps.repo.row(this.deps.repo.executor, id);
    return row && !outOfShop(shop, row.shop_id) ? success(row) : failure('not_found', '组合套餐不存在');
  }

  save(actor: Actor, id: number | null, body: CombinationBody, shop?: ShopScope): Promise<Result<AdminCombination>> {
    const { repo } = this.deps;
    if (outOfShop(shop, body.shop_id)) return Promise.resolve(failure('forbidden', OTHER_SHOP, 'shop_id'));
    const write: CombinationWrite = {
      shopId: body.shop_id,
      name: body.name,
      price: body.price,
      startsAt: chinaMinuteInstant(body.starts_at),
      endsAt: chinaMinuteInstant(body.ends_at),
      items: body.items,
    };
    return refusable(() =>
      repo.transaction(async (tx) => {
        const before = id === null ? null : await repo.row(tx, id, true);
        if (id !== null && (!before || outOfShop(shop, before.shop_id))) refuse('组合套餐不存在', 'not_found');
        if (before?.state === 'ended') refuse('套餐已结束，不能修改', 'conflict');
        if (before && before.shop_id !== body.shop_id) refuse('套餐所属店铺不能修改', 'invalid', 'shop_id');
        if (id === null && write.endsAt.getTime() <= Date.now()) refuse('结束时间必须晚于当前时间', 'invalid', 'ends_at');
        if (!(await repo.shopExists(tx, body.shop_id))) refuse('店铺不存在', 'invalid', 'shop_id');
        const facts = new Map(
          (
            await repo.goodsFacts(
              tx,
              body.items.map((i) => i.goods_id),
            )
          ).map((g) => [g.id, g]),
        );
        const problem = packageProblem(body, facts);
        if (problem) refuse(problem.message, 'invalid', problem.field);
        const savedId = id ?? (await repo.insert(tx, write));
        if (id !== null) await repo.update(tx, id, write);
        const after = (await repo.row(tx, savedId))!;
        await this.deps.audit(tx, actor, {
          action: id === null ? 'promotion.combination.create' : 'promotion.combination.update',
          targetId: savedId,
          detail: { name: after.name, before, after },
        });
        return after;
      }),
    );
  }

  /** Ends a running package now (carts holding it stop selling it), or withdraws one that has not started. */
  end(actor: Actor, id: number, shop?: ShopScope): Promise<Result<{ id: number; removed: boolean }>> {
    const { repo } = this.deps;
    return refusable(() =>
      repo.transaction(async (tx) => {
        const before = await repo.row(tx, id, true);
        if (!before || outOfShop(shop, before.shop_id)) refuse('组合套餐不存在', 'not_found');
        if (before.state === 'ended') refuse('套餐已结束', 'conflict');
        if (before.state === 'upcoming') await repo.remove(tx, id);
        else await repo.endNow(tx, id);
        await this.deps.audit(tx, actor, {
          action: before.state === 'upcoming' ? 'promotion.combination.withdraw' : 'promotion.combination.end',
          targetId: id,
          detail: { name: before.name, before, after: before.state === 'upcoming' ? null : await repo.row(tx, id) },
        });
        return { id, removed: before.state === 'upcoming' };
      }),
    );
  }

  /** `number` packages priced by the cart's engine as a package line; what would stop the save is the note. */
  async preview(b: CombinationPreviewBody, shop?: ShopScope): Promise<Result<CombinationPreview>> {
    if (outOfShop(shop, b.shop_id)) return failure('forbidden', OTHER_SHOP, 'shop_id');
    const facts = new Map(
      (
        await this.deps.repo.goodsFacts(
          this.deps.repo.executor,
          b.items.map((i) => i.goods_id),
        )
      ).map((g) => [g.id, g]),
    );
    const missing = b.items.find((i) => !facts.has(i.goods_id));
    if (missing) return failure('invalid', `套餐商品不存在：${missing.goods_id}`, 'items');
    const original = originalOf(b, facts);
    const stock = Math.min(...b.items.map((i) => Math.floor(facts.get(i.goods_id)!.stock / i.number)));
    const problem = packageProblem(b, facts);
    const buyable = problem === null || problem.field === 'price';
    const priced = priceCart({
      lines: [
        {
          id: 1,
          shop_id: b.shop_id,
          goods_id: b.items[0]!.goods_id,
          type: LINE_TYPE.combination,
          number: b.number,
          is_selected: buyable && stock >= b.number ? 1 : 0,
          with_coupon: 1,
          combination: { id: 0, price: b.price, items: b.items },
          goods: {
            base_price: original,
            ladder_price: [],
            is_buy: buyable ? 1 : 0,
            stock,
            is_free_shipping: 0,
            free_shipping_number: 0,
            middle_pack: 1,
            min_order: 1,
            bzdw: '套',
          },
        },
      ],
      promotions: new Map(),
      now: Date.now(),
    });
    const line = priced.shops[0]!.lines[0]!;
    return success({
      items: b.items.map((i) => {
        const g = facts.get(i.goods_id)!;
        const note = g.shop_id !== b.shop_id ? '不属于该店铺' : !g.on_sale || !g.is_buy ? '未上架或不可购买' : g.is_kx ? '控销商品' : '';
        return { goods_id: g.id, name: g.name, spec: g.spec, unit: g.unit, number: i.number, base_price: g.base_price, stock: g.stock, note };
      }),
      original,
      price: b.price,
      saving: original - b.price,
      stock,
      number: b.number,
      amount: line.counted ? line.amount : 0,
      note: problem?.message ?? (stock < b.number ? `库存不足，仅够${Math.max(0, stock)}套` : ''),
    });
  }
}
