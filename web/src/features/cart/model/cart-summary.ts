import type { CartLine, ShopGroup } from '@yaocai/contract';

/** Spec §5: line total = number × price − goods_manjian_amount (fen). */
export function lineTotal(line: Pick<CartLine, 'number' | 'price' | 'goods_manjian_amount'>): number {
  return line.number * line.price - (line.goods_manjian_amount ?? 0);
}

/** The side panel's count (lines) and total (fen) over every shop group. */
export function summarize(groups: ShopGroup[]): { count: number; total: number } {
  let count = 0;
  let total = 0;
  for (const g of groups) {
    for (const line of g.lines) {
      count += 1;
      total += lineTotal(line);
    }
  }
  return { count, total };
}
