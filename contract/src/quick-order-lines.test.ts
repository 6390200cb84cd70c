import { describe, expect, it } from 'vitest';
import type { GoodsCard } from './catalog.js';
import type { QuickOrderMatch } from './quick-order.js';
import { cartItems, summary, toWorkLines } from './quick-order-lines.js';

const card = (id: number, over: Partial<GoodsCard> = {}) => ({ id, base_price: 100, is_buy: 1, number: 50, ...over }) as GoodsCard;
const match = (line: number, status: QuickOrderMatch['status'], chosen: number | null, candidates: GoodsCard[], quantity = 2): QuickOrderMatch => ({
  line,
  status,
  chosen,
  candidates,
  input: { name: 'x', code: '', spec: '', maker: '', quantity },
});

describe('quick-order lines', () => {
  it('counts what is ready, unchosen, blocked and missing; adds one cart item per goods', () => {
    const lines = toWorkLines([
      match(1, 'matched', 1, [card(1)], 3),
      match(2, 'ambiguous', null, [card(2), card(3)]),
      match(3, 'matched', 4, [card(4, { is_buy: 0 })]),
      match(4, 'not_found', null, []),
      match(5, 'matched', 1, [card(1)], 2),
    ]);
    const s = summary(lines);
    expect([s.ready.length, s.unchosen, s.blocked, s.notFound, s.totalFen]).toEqual([2, 1, 1, 1, 500]);
    expect(cartItems(lines)).toEqual([{ goods_id: 1, number: 5 }]);
    lines[1].pick = 3;
    expect(cartItems(lines)).toEqual([
      { goods_id: 1, number: 5 },
      { goods_id: 3, number: 2 },
    ]);
  });
});
