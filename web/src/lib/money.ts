/**
 * Money travels as integer fen (1 yuan = 100 fen), so sums are exact; only the display divides.
 * Spec §9: money shows 2 decimals, totals rounded down.
 */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.floor(Math.abs(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** `¥12.50` */
export function formatMoney(fen: number): string {
  return `¥${fenToYuan(fen)}`;
}
