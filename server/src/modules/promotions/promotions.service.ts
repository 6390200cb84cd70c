import { priceTip, type Viewer } from '../accounts/viewer.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { PromotionsRepository } from './promotions.repository.js';

/** Business dates are China time (UTC+8), whatever the server's zone. */
export function chinaDay(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

export class PromotionsService {
  constructor(
    private readonly repo: PromotionsRepository,
    private readonly catalog: CatalogService,
  ) {}

  /** GET /api/index/spike: the current (or next) flash-sale session with the server time for its countdown. */
  async spike(viewer: Viewer, now = new Date(), limit = 12) {
    const rows = await this.repo.flashSession(now, limit);
    const cards = await this.catalog.cards(viewer, rows);
    const first = rows[0];
    return {
      timestamp: Math.floor(now.getTime() / 1000),
      session: first
        ? { start_time: first.start_time, end_time: first.end_time, status: first.start_time <= now.getTime() / 1000 ? 1 : 0 }
        : null,
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
    const list: Array<Record<string, unknown>> = [];
    if (found.flash) {
      const f = found.flash;
      list.push({
        type: 'miaosha', name: '限时秒杀', miaosha_goods_id: f.id, price: show ? f.price : null, remaining: f.remaining,
        per_member_limit: f.per_member_limit, start_time: f.start_time, end_time: f.end_time,
        status: f.start_time <= now.getTime() / 1000 ? 1 : 0,
      });
    }
    if (found.special) list.push({ type: 'special', name: '每日特价', price: show ? found.special.price : null, day: chinaDay(now) });
    for (const tag of card.tags) if (tag.describe) list.push({ type: 'tag', name: tag.name, describe: tag.describe });
    return { timestamp: Math.floor(now.getTime() / 1000), price_tip: card.price_tip, list };
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
