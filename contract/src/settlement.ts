import { z } from 'zod';
import { paged } from './envelope.js';
import { intField, pagingFields } from './fields.js';
import { idParamOf } from './member-fields.js';

/**
 * Merchant settlement (issue "Merchant portal and settlement"). The platform's commission is in basis points of a
 * line's amount after its 满减 and coupon share (550 = 5.5 %): a shop's own rate if set, else the nearest rate of the
 * goods' category or its parents, else this default. For each shop and month (China time):
 * paid orders − refunds − commission = payable; a refund gives back the order's commission in proportion.
 */
export const DEFAULT_COMMISSION_BP = 500;

/** `5.5` → 550: a percentage with at most two decimals, 0–100. */
const percentField = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: `请填写${label}` })
      .trim()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: `${label}应为0到100之间的数，最多两位小数` })
      .transform((s) => Math.round(Number(s) * 100))
      .refine((bp) => bp <= 10000, { error: `${label}不能超过100%` }),
  );

/** GET /admin/api/settlement/rates: the default and every shop and category rate set. */
export const commissionRatesView = z.object({
  default_bp: z.number(),
  shops: z.array(z.object({ shop_id: z.number(), shop: z.string(), rate_bp: z.number() })),
  categories: z.array(z.object({ category_id: z.number(), category: z.string(), rate_bp: z.number() })),
});
export type CommissionRatesView = z.infer<typeof commissionRatesView>;
/** POST /admin/api/settlement/rates: set (rate) or remove (remove=1) one shop's or one category's rate. */
export const commissionRateBody = z
  .object({
    scope: z.enum(['shop', 'category'], { error: '请选择按店铺或按分类' }),
    id: intField('店铺或分类', { min: 1, max: 2147483647 }),
    rate: percentField('佣金比例').optional(),
    remove: z.enum(['0', '1'], { error: '删除标记只能是0或1' }).default('0'),
  })
  .refine((b) => b.remove === '1' || b.rate !== undefined, { path: ['rate'], error: '请填写佣金比例' });
export type CommissionRateBody = z.infer<typeof commissionRateBody>;

const periodField = z.string({ error: '请选择结算月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '结算月份格式应为YYYY-MM' });
export const STATEMENT_STATES = ['unpaid', 'paid'] as const;
export const STATEMENT_STATE_NAMES: Record<(typeof STATEMENT_STATES)[number], string> = { unpaid: '待结算', paid: '已结算' };

export const statementsQuery = z.object({
  period: periodField.optional(),
  shop_id: intField('店铺', { min: 1, max: 2147483647 }).optional(),
  state: z.enum(STATEMENT_STATES, { error: '结算状态不正确' }).optional(),
  ...pagingFields(),
});
export type StatementsQuery = z.infer<typeof statementsQuery>;
export const merchantStatementsQuery = statementsQuery.omit({ shop_id: true });

export const statementView = z.object({
  id: z.number(),
  shop_id: z.number(),
  shop: z.string(),
  period: z.string(),
  /** Fen. */
  order_amount: z.number(),
  refund_amount: z.number(),
  commission: z.number(),
  payable: z.number(),
  order_count: z.number(),
  refund_count: z.number(),
  state: z.enum(STATEMENT_STATES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type StatementView = z.infer<typeof statementView>;
export const statementPage = paged(statementView);
/** One statement with what it is made of: each paid order and each refund with its commission. */
export const statementDetail = statementView.extend({
  lines: z.array(
    z.object({
      kind: z.enum(['order', 'refund']),
      order_id: z.number(),
      order_no: z.string(),
      occurred_at: z.string(),
      amount: z.number(),
      commission: z.number(),
    }),
  ),
});
export type StatementDetail = z.infer<typeof statementDetail>;
/** GET /admin/api/merchant/statements/current: this month so far, as its statement would read today (not booked). */
export const statementPreview = statementDetail.omit({ id: true, state: true, created_at: true, paid_at: true });
export type StatementPreview = z.infer<typeof statementPreview>;
export const statementIdParam = idParamOf('对账单');
/** POST /admin/api/settlement/statements/generate: a past month's statements now (the monthly job does it on the 1st). */
export const generateStatementsBody = z.object({ period: periodField });
export const generateStatementsResult = z.object({ period: z.string(), created: z.number() });
