import { z } from 'zod';
import { intField, textField } from './fields.js';
import { dateField } from './member-fields.js';

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
