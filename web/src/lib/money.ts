import { formatFen } from '@yaocai/contract';

/**
 * Money travels as integer fen (1 yuan = 100 fen), so sums are exact; only the display divides (the contract's one
 * money module). Spec §9: money shows 2 decimals, totals rounded down.
 */
export function fenToYuan(fen: number): string {
  return formatFen(Math.floor(fen));
}

/** `¥12.50` */
export function formatMoney(fen: number): string {
  return `¥${fenToYuan(fen)}`;
}
