import type { CartState } from '@yaocai/contract';
import { chinaDay, chinaMidnight } from '@yaocai/contract';
import type { DataVersions } from '../../core/cache/versioned-cache.js';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { OneTrip } from '../../db/client.js';
import { buyRefusalOf, type Viewer } from '../../shared/viewer.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import type { CartPromotions, CombinationRow, FlashFactsRow } from '../promotions/promotions.service.js';
import { cartState, comboStock, isBuyable, optionView, type CartPricer, type PricedCart } from './cart-pricing.js';
import type { CartRepository, GoodsForAdd, LineKey } from './cart.repository.js';
import { checkFlashSale, checkLineQuantity, checkQuantity, ladderUnitPrice, nextHint, LINE_TYPE } from '../../shared/pricing/index.js';

export interface AddItem {
  goods_id: number;
  number: number;
  ck_id?: number;
  miaosha_goods_id?: number;
  combination_id?: number;
}

const ADDED = '加入购物车成功';

/** Where an add goes: the line's key and its unit price now, or why it cannot be added. */
type Placement = ({ ok: true; price: number } & LineKey) | { ok: false; reason: string };

/** What the add checks read, once per request. */
interface AddFacts {
  goods: Map<number, GoodsForAdd>;
  flash: Map<number, FlashFactsRow>;
  combos: Map<number, CombinationRow>;
  /** Today's 每日特价 by goods id: the price a normal line is added at when it is below the ladder's. */
  specials: Map<number, number>;
  /** Quantity held per line key (see `lineKey`). */
  held: Map<string, number>;
}

/** What a normal line's unit costs at `number`: its ladder price, or the day's special when that is lower (as priceLine). */
const normalUnitPrice = (g: { base_price: number; ladder: Array<{ number: number; price: number }> }, number: number, special?: number) =>
  Math.min(ladderUnitPrice(g.base_price, g.ladder, number).price, special ?? Number.POSITIVE_INFINITY);

/**
 * A member's cart as priced at `from`: valid while the member's cart version and the catalogue and pricing versions
 * are the ones it was priced under, the viewer's rights are the same, and no promotion or coupon window opens or
 * closes (`until`).
 */
interface PricedEntry {
  /** The member's cart version (cart_line_counts): every write to the member's lines moves it on. */
  cart: number;
  catalog: number;
  pricing: number;
  viewer: string;
  from: number;
  until: number;
  priced: PricedCart;
}

/** A safety net only: every input of the price is versioned or windowed, so an entry is normally exact until `until`. */
const PRICED_MAX_MS = 60_000;
const PRICED_MEMBERS = 5_000;
const DAY_MS = 86_400_000;

// The buyer's 最低剩余效期 (general and per category) marks lines too: a change prices the cart afresh.
const viewerKey = (v: Viewer) =>
  `${v.approved}|${v.kxAuthorized}|${[...v.scopes].sort().join(',')}|${v.minShelfLifeMonths ?? 0}|${(v.shelfLifeRules ?? []).map((r) => `${r.category_id}:${r.months}`).join(',')}`;

const lineKey = (l: LineKey) => `${l.goodsId}:${l.ckId}:${l.type}:${l.activityId}`;
const unique = (ids: number[]) => [...new Set(ids)];

/** The warehouse an add draws from: the one asked for, or the fullest; none when it holds none of the goods. */
function warehouseOf(g: GoodsForAdd, ckId: number | undefined) {
  return ckId ? g.stocks.find((s) => s.ck_id === ckId) : g.stocks[0];
}

/**
 * The cart as server state. Every price, total and hint comes from the pure pricing engine via CartPricer; the
 * client's prices are never read. Purchase rights (approval, business scope, controlled-sales) come from the Viewer.
 */
export class CartService {
  /** Priced carts by member: reading an unchanged cart is one version lookup (issue 16). */
  private readonly pricedCarts = new Map<number, PricedEntry>();
  /** The list view (no coupons chosen) of each kept priced cart, dropped with it. */
  private readonly listViews = new WeakMap<PricedCart, CartState>();

  constructor(
    private readonly repo: CartRepository,
    private readonly promos: CartPromotions,
    private readonly pricer: CartPricer,
    private readonly couponsService: CouponsService,
    private readonly versions: DataVersions,
    private readonly oneTrip: OneTrip,
  ) {}

  /**
   * The member's cart priced at `now` — the one priced before when nothing it depends on has changed since: no write
   * to the catalogue or to pricing's inputs (lines, promotions, coupons, orders), the same rights, no window edge.
   */
  private async pricedNow(viewer: Viewer, now: Date, cartVersion: number | null = null): Promise<PricedCart> {
    const memberId = viewer.memberId!;
    const t = now.getTime();
    // The cart's own version comes with the session when the route had it read there (services.ts `sessionFacts`).
    const [v, cart] = await Promise.all([this.versions.current(), cartVersion ?? this.repo.version(memberId)]);
    const rights = viewerKey(viewer);
    const hit = this.pricedCarts.get(memberId);
    if (hit && hit.cart === cart && hit.catalog === v.catalog && hit.pricing === v.pricing && hit.viewer === rights && t >= hit.from && t < hit.until)
      return hit.priced;
    const [rows, promoEdge, couponEdge] = await Promise.all([
      this.repo.lines(memberId),
      this.promos.nextWindowChange(now),
      this.couponsService.nextWindowChange(memberId, now),
    ]);
    const priced = await this.pricer.price(viewer, rows, now);
    // Daily specials and near-expiry follow the China day.
    const nextDay = chinaMidnight(chinaDay(now)).getTime() + DAY_MS;
    const until = Math.min(t + PRICED_MAX_MS, nextDay, promoEdge ?? Infinity, couponEdge ?? Infinity);
    this.pricedCarts.delete(memberId);
    this.pricedCarts.set(memberId, { cart, catalog: v.catalog, pricing: v.pricing, viewer: rights, from: t, until, priced });
    if (this.pricedCarts.size > PRICED_MEMBERS) this.pricedCarts.delete(this.pricedCarts.keys().next().value!);
    return priced;
  }

  lineCount(memberId: number) {
    return this.repo.lineCount(memberId);
  }

  /** GET /api/cart/list: the priced cart with the coupons chosen (`couponIds`) or else the best ones applied. */
  async list(viewer: Viewer, couponIds?: number[], cartVersion: number | null = null, now = new Date()): Promise<CartState> {
    const priced = await this.pricedNow(viewer, now, cartVersion);
    if (couponIds !== undefined) return cartState(priced, couponIds, now);
    // The view with the best coupons is kept with its priced cart: what it shows of time (coupons' states) changes only
    // at a window edge, and a priced cart is not kept past one. The same object comes back while the cart is unchanged.
    let view = this.listViews.get(priced);
    if (!view) {
      view = cartState(priced, undefined, now);
      this.listViews.set(priced, view);
    }
    return view;
  }

  /** POST /api/cart/next_hint: what is missing for one shop's next tier, free shipping and nearest coupon. */
  async nextHint(viewer: Viewer, shopId: number | undefined, cartVersion: number | null = null, now = new Date()) {
    const priced = await this.pricedNow(viewer, now, cartVersion);
    const sjly = shopId ?? 0;
    const shop = shopId === undefined ? undefined : priced.pricing.shops.find((s) => s.shop_id === shopId);
    const held = new Map(priced.ctx.held.map((h) => [h.member_coupon_id, h]));
    const options = priced.pricing.coupons.filter((o) => o.sjly_id === sjly).map((o) => ({ ...o, amount: held.get(o.id)!.amount }));
    return nextHint(shop, options);
  }

  /** GET /api/v1/cart/coupon: held coupons usable or not against the cart now, and the ones still claimable. */
  async coupons(viewer: Viewer, sjlyId: number | undefined, cartVersion: number | null = null, now = new Date()) {
    const priced = await this.pricedNow(viewer, now, cartVersion);
    const held = new Map(priced.ctx.held.map((h) => [h.member_coupon_id, h]));
    const options = priced.pricing.coupons
      .filter((o) => sjlyId === undefined || o.sjly_id === sjlyId)
      .map((o) => optionView(o, held.get(o.id)!, now))
      .sort((a, b) => b.discount - a.discount || a.shortfall - b.shortfall);
    const sources = sjlyId === undefined ? [0, ...priced.pricing.shops.map((s) => s.shop_id)] : [sjlyId];
    const claimable = (await this.couponsService.claimableOf(viewer.memberId!, sources, now)).filter((c) => c.can_claim);
    return { usable: options.filter((o) => o.applicable), unusable: options.filter((o) => !o.applicable), claimable };
  }

  /** The member's cart lines (these ids, or all): what checkout prices and takes. */
  lines(memberId: number, ids?: number[]) {
    return this.repo.lines(memberId, ids);
  }

  /**
   * Takes the lines being ordered out of the cart, as a part of the statement that claims the order's submission
   * (nothing when the submission was claimed before); the statement returns each line taken as `{ id, number }`, and
   * stands, where it must, only when those are exactly `expect`.
   */
  takingLines(memberId: number, ids: number[], expect: Array<{ id: number; number: number }>) {
    return this.repo.takeLinesPart(memberId, ids, expect);
  }

  /**
   * Copies the member's lines `ids` into each target member's cart (a chain's linked stores); a line a target already
   * has gets the numbers added. Returns how many of the lines were the member's own.
   */
  async copyLines(memberId: number, ids: number[], targets: number[]): Promise<number> {
    const lines = await this.repo.ownLines(memberId, ids);
    if (lines.length === ids.length) await this.repo.copyLines(lines, targets);
    return lines.length;
  }

  /**
   * POST /api/cart: adds each item that may be bought in that quantity; the others are reported with their reason.
   * A quantity is checked with what the cart already holds (stock, 中包装 multiple, minimum order, flash-sale limit);
   * each item placed on its line (checked like the storefront shows it), in one statement.
   */
  async add(viewer: Viewer, items: AddItem[], now = new Date()) {
    const memberId = viewer.memberId!;
    // Every fact the checks need, read once for all the items: flash sales and packages, then goods and the lines held.
    const [flash, combos] = await Promise.all([
      this.promos.flashSales(unique(items.flatMap((i) => (i.miaosha_goods_id ? [i.miaosha_goods_id] : []))), memberId),
      this.promos.combinations(unique(items.flatMap((i) => (i.combination_id ? [i.combination_id] : [])))),
    ]);
    const goodsIds = unique([...items.map((i) => i.goods_id), ...combos.flatMap((c) => (c.items?.length ? [c.items[0].goods_id] : []))]);
    const { goodsRows, specials } = await this.oneTrip({
      goodsRows: this.repo.goodsForAdd(goodsIds, memberId),
      specials: this.promos.dailySpecials(goodsIds, chinaDay(now)),
    });
    return this.place(viewer, items, { goodsRows, specials, flash, combos }, now);
  }

  /** Places the items with the facts read for them and adds the placed ones to their lines. */
  private async place(
    viewer: Viewer,
    items: AddItem[],
    read: { goodsRows: GoodsForAdd[]; specials: Array<{ goods_id: number; price: number }>; flash: FlashFactsRow[]; combos: CombinationRow[] },
    now: Date,
  ) {
    const memberId = viewer.memberId!;
    const { goodsRows, specials, flash, combos } = read;
    const held = goodsRows.flatMap((g) =>
      g.held.map((l) => ({ goodsId: g.id, ckId: l.ck_id, type: l.type, activityId: l.activity_id, number: l.number })),
    );
    const facts: AddFacts = {
      goods: new Map(goodsRows.map((g) => [g.id, g])),
      specials: new Map(specials.map((d) => [d.goods_id, d.price])),
      flash: new Map(flash.map((f) => [f.id, f])),
      combos: new Map(combos.map((c) => [c.id, c])),
      // What each line holds, growing as this request's items are placed: a second item on a line is checked with the first.
      held: new Map(held.map((l) => [lineKey(l), l.number])),
    };

    const placed: Array<{ item: AddItem; place: Extract<Placement, { ok: true }>; through: number }> = [];
    const pending = new Map<string, LineKey & { number: number; price: number }>();
    const refused: Array<{ goods_id: number; reason: string }> = [];
    for (const item of items) {
      const place = item.combination_id
        ? this.placeCombination(viewer, item, facts, now)
        : item.miaosha_goods_id
          ? this.placeFlash(viewer, item, facts, now)
          : this.placeGoods(viewer, item, facts);
      if (!place.ok) {
        refused.push({ goods_id: item.goods_id, reason: place.reason });
        continue;
      }
      const key = lineKey(place);
      facts.held.set(key, (facts.held.get(key) ?? 0) + item.number);
      const add = pending.get(key) ?? {
        goodsId: place.goodsId,
        ckId: place.ckId,
        type: place.type,
        activityId: place.activityId,
        number: 0,
        price: 0,
      };
      add.number += item.number;
      add.price = place.price;
      pending.set(key, add);
      placed.push({ item, place, through: add.number });
    }

    const { lines, total } = await this.repo.addToLines(memberId, [...pending.values()]);
    const after = new Map(lines.map((l) => [lineKey(l), l.number]));
    // Each item reports its line's quantity right after it: the line now, less what later items of this request added.
    const added = placed.map(({ place, through }) => {
      const key = lineKey(place);
      return { goods_id: place.goodsId, number: after.get(key)! - (pending.get(key)!.number - through) };
    });
    const reasons = refused.map((r) => r.reason).join('；');
    const msg = refused.length === 0 ? ADDED : added.length === 0 ? reasons : `${ADDED}，${refused.length}种商品未加入：${reasons}`;
    return { added, refused, total, msg, warning: refused.length > 0 };
  }

  private placeGoods(viewer: Viewer, item: AddItem, facts: AddFacts): Placement {
    const g = facts.goods.get(item.goods_id);
    if (!g) return { ok: false, reason: '商品不存在或已删除' };
    const stock = warehouseOf(g, item.ck_id);
    const refusal = buyRefusalOf(viewer, g);
    if (refusal || !stock) return { ok: false, reason: refusal || (item.ck_id ? '该仓库无此商品' : '该商品暂时缺货') };
    const existing = facts.held.get(lineKey({ goodsId: g.id, ckId: stock.ck_id, type: 0, activityId: 0 })) ?? 0;
    const check = checkQuantity(existing + item.number, {
      is_buy: 1,
      stock: stock.number,
      min_order: g.min_order,
      middle_pack: g.middle_pack,
      bzdw: g.unit,
    });
    if (!check.ok) return { ok: false, reason: `${g.name}：${check.message}` };
    const price = normalUnitPrice(g, existing + item.number, facts.specials.get(g.id));
    return { ok: true, goodsId: g.id, ckId: stock.ck_id, type: 0, activityId: 0, price };
  }

  /** A flash-sale item (miaosha_goods_id): inside its window, within the member's limit and the sale's own stock. */
  private placeFlash(viewer: Viewer, item: AddItem, facts: AddFacts, now: Date): Placement {
    const f = facts.flash.get(item.miaosha_goods_id!);
    if (!f || f.goods_id !== item.goods_id) return { ok: false, reason: '秒杀活动不存在' };
    const g = facts.goods.get(item.goods_id);
    const stock = g && warehouseOf(g, item.ck_id);
    if (!g || !stock) return { ok: false, reason: '商品不存在或已删除' };
    const refusal = buyRefusalOf(viewer, g);
    if (refusal) return { ok: false, reason: refusal };
    const existing = facts.held.get(lineKey({ goodsId: g.id, ckId: stock.ck_id, type: LINE_TYPE.flashSale, activityId: f.id })) ?? 0;
    const sale = {
      price: f.price,
      start: f.start_ms,
      end: f.end_ms,
      limit_per_member: f.per_member_limit,
      stock: f.stock,
      bought: f.bought,
    };
    const flash = checkFlashSale(existing + item.number, sale, now.getTime());
    if (!flash.ok) return { ok: false, reason: `${g.name}：${flash.message}` };
    const check = checkQuantity(existing + item.number, { is_buy: 1, stock: f.stock, min_order: 1, middle_pack: 1, bzdw: g.unit });
    if (!check.ok) return { ok: false, reason: `${g.name}：${check.message}` };
    return { ok: true, goodsId: g.id, ckId: stock.ck_id, type: LINE_TYPE.flashSale, activityId: f.id, price: f.price };
  }

  /** A combination package (combination_id): running now, every item buyable by this member, enough of each item. */
  private placeCombination(viewer: Viewer, item: AddItem, facts: AddFacts, now: Date): Placement {
    const c = facts.combos.get(item.combination_id!);
    if (!c || !c.items?.length || !c.items.some((i) => i.goods_id === item.goods_id)) return { ok: false, reason: '组合套餐不存在' };
    if (now.getTime() < c.start_ms) return { ok: false, reason: '活动未开始' };
    if (now.getTime() >= c.end_ms) return { ok: false, reason: '组合套餐活动已结束' };
    const blocked = c.items.find((i) => !isBuyable(viewer, i));
    if (blocked)
      return {
        ok: false,
        reason: `${blocked.name}：${buyRefusalOf(viewer, blocked)}`,
      };
    const main = facts.goods.get(c.items[0].goods_id);
    const stock = main && warehouseOf(main, undefined);
    if (!main || !stock) return { ok: false, reason: '该套餐暂时缺货' };
    const existing = facts.held.get(lineKey({ goodsId: main.id, ckId: stock.ck_id, type: LINE_TYPE.combination, activityId: c.id })) ?? 0;
    const left = comboStock(c);
    if (existing + item.number > left) return { ok: false, reason: left <= 0 ? `${c.name}：库存不足` : `${c.name}：库存不足，仅剩${left}套` };
    return { ok: true, goodsId: main.id, ckId: stock.ck_id, type: LINE_TYPE.combination, activityId: c.id, price: c.price };
  }

  /** POST api/cart/quick_add/{id}: one ordering unit (the larger of the minimum order and the middle pack). */
  async quickAdd(viewer: Viewer, goodsId: number) {
    const [g] = await this.repo.goodsForAdd([goodsId]);
    const unit = g ? Math.max(g.min_order, g.middle_pack, 1) : 1;
    return this.add(viewer, [{ goods_id: goodsId, number: unit }]);
  }

  /** POST api/cart/{id}/edit: a new quantity for one of the member's lines, checked like an add for its line type. */
  async edit(viewer: Viewer, id: number, number: number, now = new Date()): Promise<Result<number>> {
    const rows = await this.repo.lines(viewer.memberId!, [id]);
    if (rows.length === 0) return failure('not_found', '购物车中没有这件商品');
    const priced = await this.pricer.price(viewer, rows, now);
    const r = rows[0];
    const before = priced.pricing.shops[0].lines[0];
    const combo = priced.ctx.combos.get(r.activity_id);
    if (r.type === LINE_TYPE.combination && combo) {
      if (number > comboStock(combo)) return failure('invalid', `库存不足，仅剩${Math.max(0, comboStock(combo))}套`, 'params.number');
      await this.repo.setNumber(viewer.memberId!, id, number, combo.price);
      return success(number);
    }
    const flash = r.type === LINE_TYPE.flashSale ? priced.ctx.flash.get(r.activity_id) : undefined;
    const buyable = isBuyable(viewer, { ...r, on_sale: r.status === 'on_sale' });
    const line = {
      type: flash ? LINE_TYPE.flashSale : 0,
      goods: {
        base_price: r.base_price,
        ladder_price: r.ladder,
        is_buy: buyable ? 1 : 0,
        stock: r.stock,
        is_free_shipping: 0,
        free_shipping_number: 0,
        middle_pack: r.middle_pack,
        min_order: r.min_order,
        bzdw: r.unit,
      },
      flash_sale: flash
        ? {
            price: flash.price,
            start: flash.start_ms,
            end: flash.end_ms,
            limit_per_member: flash.per_member_limit,
            stock: flash.stock,
            bought: Number(flash.bought),
          }
        : null,
    };
    const check = checkLineQuantity(line, number, now.getTime());
    if (!check.ok) return failure('invalid', check.message, 'params.number');
    const price = before.price_source === 'flash' ? before.price : normalUnitPrice(r, number, priced.ctx.specials.get(r.goods_id));
    await this.repo.setNumber(viewer.memberId!, id, number, price);
    return success(number);
  }

  /**
   * Takes (or drops) the 换购 offered under a line: taking needs the offer to exist now (threshold reached, gift in
   * stock and buyable by this member); dropping always works on the member's own line.
   */
  async addon(viewer: Viewer, id: number, take: boolean, now = new Date()): Promise<Result<{ taken: boolean }>> {
    const rows = await this.repo.lines(viewer.memberId!, [id]);
    if (rows.length === 0) return failure('not_found', '购物车中没有这件商品');
    if (take) {
      const priced = await this.pricer.price(viewer, [{ ...rows[0], addon_taken: false }], now, { forOrder: true });
      if (!priced.gifts.get(id)?.addon_offer) return failure('conflict', '该商品当前没有可换购的商品');
    }
    await this.repo.setAddon(viewer.memberId!, id, take);
    return success({ taken: take });
  }

  async select(memberId: number, ids: number[], selected: boolean): Promise<Result<number>> {
    const n = await this.repo.setSelected(memberId, ids, selected);
    return n === 0 ? failure('not_found', '购物车中没有这些商品') : success(n);
  }

  async batchDelete(memberId: number, ids: number[]): Promise<Result<number>> {
    const deleted = await this.repo.deleteLines(memberId, ids);
    if (deleted === 0) return failure('not_found', '购物车中没有这些商品');
    return success(deleted);
  }
}

/**
 * What an add-to-cart call answers: 409 with the reasons when nothing was added; otherwise the lines added and the
 * refused ones, with a message that names them (a partial success is a warning-level reply, spec §8).
 */
export function addReply(
  result: Awaited<ReturnType<CartService['add']>>,
): Result<{ msg: string; added: typeof result.added; refused: typeof result.refused; total: number }> {
  if (result.added.length === 0) return failure('conflict', result.msg);
  return success({ msg: result.msg, added: result.added, refused: result.refused, total: result.total });
}
