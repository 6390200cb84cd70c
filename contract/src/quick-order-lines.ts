import type { GoodsCard } from './catalog.js';
import type { QuickOrderMatch, QuickOrderResult } from './quick-order.js';

/**
 * 快速下单's matched lines as the buyer edits them, for the storefront and the phone (zod-free): which goods each line
 * takes, what can go to the cart, and the page's messages.
 */

/** A matched line as the buyer edits it: the goods picked (null until chosen) and the quantity. */
export interface WorkLine extends QuickOrderMatch {
  pick: number | null;
  quantity: number;
}

export const toWorkLines = (lines: QuickOrderMatch[]): WorkLine[] => lines.map((l) => ({ ...l, pick: l.chosen, quantity: l.input.quantity }));

export const picked = (l: WorkLine): GoodsCard | undefined => l.candidates.find((c) => c.id === l.pick);

/** Only goods the buyer may buy and that are in stock go to the cart; the rest stay on the page with their reason. */
export const buyable = (c: GoodsCard | undefined): boolean => !!c && c.is_buy === 1 && c.number > 0;

export function summary(lines: WorkLine[]) {
  const ready = lines.filter((l) => buyable(picked(l)));
  return {
    ready,
    unchosen: lines.filter((l) => l.status !== 'not_found' && l.pick === null).length,
    notFound: lines.filter((l) => l.status === 'not_found').length,
    blocked: lines.filter((l) => l.pick !== null && !buyable(picked(l))).length,
    totalFen: ready.reduce((sum, l) => sum + (picked(l)!.base_price ?? 0) * l.quantity, 0),
  };
}

/** The add-to-cart items: one per goods (two lines of the same goods add up). */
export function cartItems(lines: WorkLine[]) {
  const byGoods = new Map<number, number>();
  for (const l of lines) {
    const c = picked(l);
    if (c && buyable(c)) byGoods.set(c.id, (byGoods.get(c.id) ?? 0) + l.quantity);
  }
  return [...byGoods].map(([goods_id, number]) => ({ goods_id, number }));
}

/** Why a picked goods cannot go to the cart ('' when it can). */
export const blockedReason = (c: GoodsCard): string => (buyable(c) ? '' : c.is_buy !== 1 ? c.price_tip || '暂不可购买' : '暂时缺货');

/** The page's messages (the same words on the desktop and the phone). */
export const quickOrderText = {
  title: '快速下单',
  loginFirst: '登录后即可使用快速下单',
  nothingRead: '没有识别到采购明细，请按示例填写商品名称和数量',
  matched: (r: Pick<QuickOrderResult, 'lines' | 'matched' | 'ambiguous' | 'not_found'>) =>
    `已识别 ${r.lines.length} 行：匹配 ${r.matched} 行，待选择 ${r.ambiguous} 行，未找到 ${r.not_found} 行`,
  pickFirst: '请先为待选择的行选择商品',
  nothingToAdd: '没有可以加入购物车的商品',
  choose: (n: number) => `有 ${n} 个可选商品，请选择`,
  notFound: '未找到该商品，',
  search: '去搜索',
  addAll: '全部加入购物车',
  toCart: '去购物车结算',
} as const;
