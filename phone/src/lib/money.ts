import { formatFen } from '@yaocai/contract';

/** `¥12.50` from integer fen (spec §9: two decimals, rounded down), by the contract's one money module. */
export function yuan(fen: number): string {
  return `¥${formatFen(Math.floor(fen))}`;
}
