import { z } from 'zod';
import { intField, textField } from './fields.js';
import { RECALL_MAX_BATCHES, splitBatchNos } from './recall-rules.js';

/**
 * 药品召回 (issue 47, 《药品召回管理办法》 2022): a recall of batches of one drug (批准文号), its class and deadline, and
 * each buyer who received the batch: told, acknowledging with the quantity still on hand, flagged when overdue.
 */

const batchNos = textField('召回批号', { min: 1, max: 2000 }).refine((v) => splitBatchNos(v).length <= RECALL_MAX_BATCHES, {
  error: `召回批号最多${RECALL_MAX_BATCHES}个`,
});

/** POST …/recalls: a merchant records a recall of its own goods. */
export const recallBody = z.object({
  approval_no: textField('批准文号', { min: 1, max: 50 }),
  batch_nos: batchNos,
  class: intField('召回级别', { min: 1, max: 3 }),
  reason: textField('召回原因', { min: 1, max: 300 }),
  source: textField('召回来源', { max: 200 }).default(''),
});
/** The platform records one for every shop selling the batches, or for the shop it names. */
export const recallPlatformBody = recallBody.extend({ shop_id: intField('店铺', { min: 0 }).default(0) });

export const recallView = z.object({
  id: z.number(),
  approval_no: z.string(),
  goods_name: z.string(),
  batch_nos: z.array(z.string()),
  class: z.number(),
  class_text: z.string(),
  reason: z.string(),
  source: z.string(),
  /** The shop it was recorded for; '' when for every shop. */
  shop_name: z.string(),
  created_at: z.string(),
  deadline_days: z.number(),
  /** Buyers who received the batches, how many acknowledged, how many are past the deadline without. */
  buyers: z.number(),
  acknowledged: z.number(),
  overdue: z.number(),
});
export type RecallView = z.infer<typeof recallView>;

/** What recording a recall stopped at once, besides telling the buyers. */
export const recallRecorded = recallView.extend({ goods_stopped: z.number(), cart_lines_removed: z.number() });

/** One buyer of a recall, for the board. */
export const recallBuyerView = z.object({
  member_id: z.number(),
  company: z.string(),
  phone: z.string(),
  quantity: z.number(),
  deadline: z.string(),
  acknowledged_at: z.string().nullable(),
  on_hand: z.number().nullable(),
  /** Boxes it has filed for return (召回退货 not refused). */
  returned: z.number(),
  overdue: z.boolean(),
});

/** GET /api/recalls: the recalls a buyer is asked to act on. */
export const recallNoticeView = z.object({
  id: z.number(),
  recall_id: z.number(),
  approval_no: z.string(),
  goods_name: z.string(),
  batch_nos: z.array(z.string()),
  class_text: z.string(),
  reason: z.string(),
  source: z.string(),
  quantity: z.number(),
  deadline: z.string(),
  acknowledged_at: z.string().nullable(),
  on_hand: z.number().nullable(),
  /** Boxes filed for return under this notice (召回退货 not refused), and how many more may be. */
  returned: z.number(),
  returnable: z.number(),
  overdue: z.boolean(),
});
export type RecallNoticeView = z.infer<typeof recallNoticeView>;

/** POST /api/recalls/:id/ack: the buyer has seen it and reports how many boxes it still holds. */
export const recallAckBody = z.object({ on_hand: intField('在库数量', { min: 0, max: 1000000 }) });

/** POST /api/recalls/:id/return: boxes on hand given back, each order's share filed as a 召回退货 request. */
export const recallReturnBody = z.object({
  number: intField('退货数量', { min: 1, max: 1000000 }),
  refund_to: z.enum(['original', 'wallet'], { error: '请选择退款方式' }).default('original'),
  description: textField('说明', { max: 300 }).default(''),
});

export const recallReturnResult = z.object({
  notice: recallNoticeView,
  /** The 召回退货 requests filed, one per order: the shop approves each and the money follows. */
  after_sales: z.array(z.object({ id: z.number(), order_id: z.number(), order_no: z.string(), number: z.number(), refund_amount: z.number() })),
});

/** GET …/recalls/:id/export: the regulator's record of a recall, as a spreadsheet. */
export const recallExportQuery = z.object({ format: z.enum(['csv', 'xlsx'], { error: '导出格式只能是csv或xlsx' }).default('xlsx') });
