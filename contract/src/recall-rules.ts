/**
 * 药品召回 (issue 47) words and rules every client shows — classes, deadlines, refund choices, batch lists — without the
 * schemas (zod-free: pages that only name them stay small).
 */

export const RECALL_CLASS_TEXT: Record<number, string> = { 1: '一级召回', 2: '二级召回', 3: '三级召回' };
/** Days a buyer has to act on a recall of each class (一级 1 day, 二级 3 days, 三级 7 days). */
export const RECALL_DEADLINE_DAYS: Record<number, number> = { 1: 1, 2: 3, 3: 7 };
export const RECALL_MAX_BATCHES = 50;

/** Batch numbers as typed: separated by commas, semicolons, spaces or lines. */
export function splitBatchNos(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;，；、]+/)
        .map((b) => b.trim())
        .filter((b) => b !== ''),
    ),
  ];
}

/** Where a recall return's money goes: back the way the order was paid, or credited to the buyer's 余额. */
export const RECALL_REFUND_TO = { original: '原路退回', wallet: '退至账户余额（抵扣后续采购）' } as const;
