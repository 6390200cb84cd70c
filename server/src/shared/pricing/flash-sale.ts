import type { FlashSaleFacts, FlashState } from './types.js';

/** Where `now` falls in the flash-sale window [start, end). */
export function flashState(sale: Pick<FlashSaleFacts, 'start' | 'end'>, now: number): FlashState {
  if (now < sale.start) return 'upcoming';
  if (now >= sale.end) return 'ended';
  return 'active';
}

/** Units this member may still buy in the flash sale (Infinity without a limit), never negative. */
export function flashAllowance(sale: Pick<FlashSaleFacts, 'limit_per_member' | 'bought'>): number {
  if (sale.limit_per_member <= 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, sale.limit_per_member - sale.bought);
}
