import type { GoodsCard, QuickOrderMatch } from '@yaocai/contract';

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
