import type { CombinationPackage, GoodsActivity } from '@yaocai/contract';
import { chinaDay } from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import { priceTip, type Viewer } from '../../shared/viewer.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { formatFen, lineGifts, tierLabel } from '../../shared/pricing/index.js';
import type { CartPromotionsRepository, PromotionsRepository } from './promotions.repository.js';

/**
 * The promotions the cart prices with (满减, gifts, flash sales, packages), read in a fixed number of queries per
 * cart: the promotions module's read side for the cart's pricer.
 */
export type CartPromotions = CartPromotionsRepository;
export type { CombinationRow, FlashFactsRow, GiftRuleRow } from './promotions.repository.js';

export class PromotionsService {
  constructor(
    private readonly repo: PromotionsRepository,
    private readonly catalog: CatalogService,
    private readonly cartPromos: CartPromotionsRepository,
  ) {}

  /** Sells flash-sale units in the caller's transaction; false when sold out or outside the sale's window. */
  sellFlash(tx: Executor, flashId: number, n: number, now: Date) {
    return this.repo.sellFlash(tx, flashId, n, now);
  }

  unsellFlash(tx: Executor, flashId: number, n: number) {
    return this.repo.unsellFlash(tx, flashId, n);
  }

  /** GET /api/index/spike: the current (or next) flash-sale session with the server time for its countdown. */
  async spike(viewer: Viewer, now = new Date(), limit = 12) {
    const rows = await this.repo.flashSession(now, limit);
    const cards = await this.catalog.cards(viewer, rows);
    const first = rows[0];
    return {
      timestamp: Math.floor(now.getTime() / 1000),
      session: first ? { start_time: first.start_time, end_time: first.end_time, status: first.start_time <= now.getTime() / 1000 ? 1 : 0 } : null,
      goods: rows.map((r, i) => {
        const show = priceTip(viewer, { isKx: r.is_kx }) === '';
        return {
          ...cards[i],
          miaosha_goods_id: r.flash_id,
          miaosha_price: show ? r.flash_price : null,
          miaosha_stock: r.flash_stock - r.flash_sold,
          miaosha_total: r.flash_stock,
          per_member_limit: r.per_member_limit,
        };
      }),
    };
  }

  /** GET /api/goods/activities: the promotions a goods takes part in now (flash sale, today's special, tag offers). */
  async activitiesOf(viewer: Viewer, goodsId: number, now = new Date()) {
    const [[card], found] = await Promise.all([this.catalog.cardsByIds(viewer, [goodsId]), this.repo.activitiesOf(goodsId, now, chinaDay(now))]);
    if (!card) return null;
    const show = card.base_price !== null;
    const list: GoodsActivity[] = [];
    if (found.flash) {
      const f = found.flash;
      list.push({
        type: 'miaosha',
        name: f.batch_no ? '近效期特价' : '限时秒杀',
        batch_no: f.batch_no,
        expiry_date: f.expiry_date,
        miaosha_goods_id: f.id,
        price: show ? f.price : null,
        remaining: f.remaining,
        per_member_limit: f.per_member_limit,
        start_time: f.start_time,
        end_time: f.end_time,
        status: f.start_time <= now.getTime() / 1000 ? 1 : 0,
      });
    }
    if (found.special) list.push({ type: 'special', name: '每日特价', price: show ? found.special.price : null, day: chinaDay(now) });
    list.push(...(await this.cartOffers(goodsId, card.shop.id, card.bzdw, show, now)));
    for (const tag of card.tags) if (tag.describe) list.push({ type: 'tag', name: tag.name, describe: tag.describe });
    return { timestamp: Math.floor(now.getTime() / 1000), price_tip: card.price_tip, list };
  }

  /** The goods' 满减 (when its shop's promotion covers it), gifts and the packages it belongs to, as the cart prices them. */
  private async cartOffers(goodsId: number, shopId: number, unit: string, show: boolean, now: Date) {
    const [[fr], gifts, comboIds] = await Promise.all([
      this.cartPromos.fullReductions([shopId], now),
      this.cartPromos.giftRules([goodsId], now),
      this.cartPromos.activeCombinations({ goodsId }, now, 5),
    ]);
    const offers: GoodsActivity[] = [];
    if (fr && (fr.goods_ids === null || fr.goods_ids.includes(goodsId))) {
      offers.push({
        type: 'manjian',
        name: '满减',
        describe: `本店${fr.goods_ids ? '指定商品' : '全场'}${fr.tiers.map(tierLabel).join('，')}`,
        tiers: fr.tiers,
      });
    }
    for (const g of gifts) {
      const { gift_data, jtmz_data } = lineGifts([g], g.min_number, unit);
      const text = (gift_data ?? jtmz_data)!.text;
      offers.push({ type: 'gift', name: g.type === 2 ? '换购' : '赠', describe: text });
    }
    const combos = await this.cartPromos.combinations(comboIds.map((c) => c.id));
    for (const c of combos) {
      const original = c.items.reduce((a, i) => a + i.base_price * i.number, 0);
      offers.push({
        type: 'combination',
        name: '组合购',
        combination_id: c.id,
        describe: `${c.name}：${c.items.map((i) => `${i.name}×${i.number}`).join(' + ')}`,
        price: show ? c.price : null,
        original_price: show ? original : null,
        save: show ? `立省¥${formatFen(original - c.price)}` : null,
        items: c.items.map((i) => ({ goods_id: i.goods_id, name: i.name, number: i.number })),
      });
    }
    return offers;
  }

  /**
   * GET /api/combination/list (/zhzq): every package running now, newest first. A package is buyable when the viewer
   * may buy each of its goods; its price shows only where the goods' prices do.
   */
  async combinationZone(viewer: Viewer, now = new Date()): Promise<CombinationPackage[]> {
    const ids = await this.cartPromos.activeCombinations({}, now, 60);
    const combos = await this.cartPromos.combinations(ids.map((c) => c.id));
    const cards = new Map(
      (await this.catalog.cardsByIds(viewer, [...new Set(combos.flatMap((c) => c.items.map((i) => i.goods_id)))])).map((c) => [c.id, c]),
    );
    return combos
      .sort((a, b) => b.id - a.id)
      .flatMap((c) => {
        const items = c.items.flatMap((i) => cards.get(i.goods_id) ?? []);
        if (items.length !== c.items.length || items.length === 0) return [];
        const tip = items.map((g) => g.price_tip).find(Boolean) ?? '';
        const refused = items.find((g) => g.is_buy !== 1 || g.number <= 0);
        const show = tip === '';
        return [
          {
            id: c.id,
            name: c.name,
            shop: items[0].shop,
            price: show ? c.price : null,
            original_price: show ? c.items.reduce((a, i) => a + i.base_price * i.number, 0) : null,
            price_tip: tip,
            ends_at: new Date(c.end_ms).toISOString(),
            can_buy: !refused,
            reason: refused ? (refused.number <= 0 ? `${refused.name}暂时缺货` : refused.price_tip || `${refused.name}暂不可购买`) : '',
            items: c.items.map((i) => {
              const g = cards.get(i.goods_id)!;
              return {
                goods_id: i.goods_id,
                name: g.name,
                ypgg: g.ypgg,
                sccj: g.sccj,
                image: g.goods_image[0] ?? '',
                number: i.number,
                bzdw: g.bzdw,
              };
            }),
          },
        ];
      });
  }

  /** GET /api/activity/everyday_price: today's special prices (China date). */
  async everydayPrice(viewer: Viewer, page: number, pageSize: number, now = new Date()) {
    const day = chinaDay(now);
    const { rows, total } = await this.repo.dailySpecials(day, pageSize, (page - 1) * pageSize);
    const cards = await this.catalog.cards(viewer, rows);
    return {
      day,
      list: rows.map((r, i) => ({ ...cards[i], special_price: cards[i].base_price === null ? null : r.special_price })),
      total,
      page,
      page_size: pageSize,
    };
  }
}
