import { z } from 'zod';
import { intField, textField } from './fields.js';
import { dateField } from './member-fields.js';
import { yuanField } from './payments.js';

/** The most batches one warehouse of a goods may list. */
export const GOODS_BATCHES_MAX = 50;

/**
 * PUT …/goods/:id/batches: one warehouse's batches (批次) of a goods as they are on the shelf — batch number, 有效期至
 * and units not yet sold. They are sold first-expiry-first-out; the warehouse's sellable stock moves by the change.
 * An expired (locked) batch cannot be listed again.
 */
export const goodsBatchesBody = z
  .object({
    ck_id: intField('仓库', { min: 1 }),
    batches: z
      .array(
        z.object({
          batch_no: textField('批号', { min: 1, max: 40 }),
          expiry_date: dateField('有效期至'),
          number: intField('批次数量', { min: 0, max: 100000000 }),
        }),
        { error: '批次格式不正确' },
      )
      .max(GOODS_BATCHES_MAX, { error: `每个仓库最多${GOODS_BATCHES_MAX}个批次` })
      .default([]),
  })
  .superRefine((b, ctx) => {
    const nos = b.batches.map((x) => x.batch_no);
    const twice = nos.find((n, i) => nos.indexOf(n) !== i);
    if (twice) ctx.addIssue({ code: 'custom', path: ['batches'], message: `批号${twice}重复` });
  });
export type GoodsBatchesBody = z.infer<typeof goodsBatchesBody>;

export const goodsBatchView = z.object({
  id: z.number(),
  ck_id: z.number(),
  warehouse: z.string(),
  batch_no: z.string(),
  expiry_date: z.string(),
  number: z.number(),
  /** 'expired' once the expiry job locked it (its units sell no more); null while it sells. */
  locked: z.string().nullable(),
  /** 可售 / 近效期 (under six months left) / 已过期锁定 / 已售完. */
  state: z.string(),
  /** Its 近效期特价 not yet ended (prices in fen, end in China time), or null. */
  clearance: z
    .object({
      id: z.number(),
      price: z.number(),
      stock: z.number(),
      sold: z.number(),
      per_member_limit: z.number(),
      ends_at: z.string(),
    })
    .nullable(),
});
export type GoodsBatchView = z.infer<typeof goodsBatchView>;

export const goodsBatchesView = z.object({
  goods_id: z.number(),
  name: z.string(),
  /** The batch buyers are shown (the FEFO head). */
  batch_no: z.string(),
  expiry_date: z.string(),
  warehouses: z.array(z.object({ ck_id: z.number(), name: z.string(), stock: z.number() })),
  batches: z.array(goodsBatchView),
});
export type GoodsBatchesView = z.infer<typeof goodsBatchesView>;

/**
 * POST …/goods/:id/batches/:batch_id/clearance: 近效期特价 — a near-expiry batch (under six months left) priced below
 * the supply price for up to its unsold units, from now until its 有效期至. Its buyers get units of that batch first.
 */
export const batchClearanceParams = z.object({
  id: intField('商品', { min: 1, max: 2147483647 }),
  batch_id: intField('批次', { min: 1, max: 2147483647 }),
});
export const batchClearanceBody = z
  .object({
    price: yuanField('近效期特价').refine((v) => v > 0, { error: '近效期特价必须大于0' }),
    number: intField('特价数量', { min: 1, max: 100000000 }),
    per_member_limit: intField('每人限购', { min: 0, max: 100000 }).default(0),
  })
  .superRefine((b, ctx) => {
    if (b.per_member_limit > b.number) ctx.addIssue({ code: 'custom', path: ['per_member_limit'], message: '每人限购不能超过特价数量' });
  });
export type BatchClearanceBody = z.infer<typeof batchClearanceBody>;
