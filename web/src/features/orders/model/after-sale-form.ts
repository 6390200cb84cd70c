import { parseYuan } from '../../../lib/yuan';

export interface LinePick {
  order_item_id: number;
  number: number;
}

/** The lines ticked with a quantity of at least 1, capped at what was bought. */
export function pickedItems(picks: Record<number, number | null | undefined>, bought: { id: number; number: number }[]): LinePick[] {
  const out: LinePick[] = [];
  for (const line of bought) {
    const n = picks[line.id];
    if (n === null || n === undefined || !Number.isFinite(n) || n < 1) continue;
    out.push({ order_item_id: line.id, number: Math.min(Math.floor(n), line.number) });
  }
  return out;
}

/** Why the refund amount cannot be sent, or null: yuan with two decimals, above 0 and at most `refundable` fen. */
export function refundAmountError(input: string | undefined, refundable: number): string | null {
  if (!input || !input.trim()) return '请填写退款金额';
  const fen = parseYuan(input);
  if (fen === null) return '退款金额格式不正确，最多两位小数';
  if (fen <= 0) return '退款金额需大于0';
  if (fen > refundable) return '退款金额不能超过可退金额';
  return null;
}

/**
 * What the picked lines are worth (their paid share, from the line amounts net of reductions), capped at what may
 * still be refunded: the suggestion put into the refund field.
 */
export function suggestedRefund(
  picks: LinePick[],
  lines: { id: number; number: number; amount: number; manjian_amount: number; coupon_amount: number }[],
  refundable: number,
): number {
  let sum = 0;
  for (const p of picks) {
    const line = lines.find((l) => l.id === p.order_item_id);
    if (!line || line.number <= 0) continue;
    const net = line.amount - line.manjian_amount - line.coupon_amount;
    sum += Math.floor((net * p.number) / line.number);
  }
  return Math.max(0, Math.min(sum, refundable));
}
