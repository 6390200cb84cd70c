import { z } from 'zod';
import { chinaMinuteField, intField, pagingFields, textField } from './fields.js';
import { yuanField } from './payments.js';
import { isCalendarDay } from './china-time.js';

/** A shop runs one 满减 at a time (the cart prices a shop's lines with one promotion), with at most this many tiers. */
export const FULL_REDUCTION_TIER_MAX = 5;
export const FULL_REDUCTION_GOODS_MAX = 500;
export const PROMOTION_STATES = ['upcoming', 'running', 'ended'] as const;
export const PROMOTION_STATE_NAMES: Record<(typeof PROMOTION_STATES)[number], string> = { upcoming: '未开始', running: '进行中', ended: '已结束' };

/** `goods_ids[]=1&goods_ids[]=2`, `goods_ids=1,2` or none (none: every goods of the shop). */
const goodsIdList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : typeof v === 'string' ? v.split(',').filter(Boolean) : typeof v === 'number' ? [v] : v),
  z
    .array(intField('指定商品', { min: 1 }), { error: '指定商品格式不正确' })
    .max(FULL_REDUCTION_GOODS_MAX, { error: `指定商品最多${FULL_REDUCTION_GOODS_MAX}个` }),
);

const tierList = z
  .array(z.object({ threshold: yuanField('满额'), reduction: yuanField('减额') }), { error: '请填写满减档位' })
  .min(1, { error: '至少填写一档满减' })
  .max(FULL_REDUCTION_TIER_MAX, { error: `满减最多${FULL_REDUCTION_TIER_MAX}档` });

/**
 * The rules the cart engine relies on, checked at save: each tier reduces less than it requires, and a higher tier asks
 * for more and gives more (so buying more never lowers the reduction).
 */
function checkTiers(tiers: Array<{ threshold: number; reduction: number }>, ctx: z.RefinementCtx) {
  tiers.forEach((t, i) => {
    if (t.reduction <= 0 || t.reduction >= t.threshold) {
      ctx.addIssue({ code: 'custom', path: ['tiers', i, 'reduction'], message: '减额必须大于0且小于满额' });
    } else if (i > 0 && (t.threshold <= tiers[i - 1]!.threshold || t.reduction <= tiers[i - 1]!.reduction)) {
      ctx.addIssue({ code: 'custom', path: ['tiers', i, 'threshold'], message: '满减档位须逐档提高：满额更高、减额更多' });
    }
  });
}

/** What a 满减 covers and gives: the shop, its goods (none: the whole shop) and tiers (yuan). */
const fullReductionRule = {
  shop_id: intField('店铺', { min: 1, max: 2147483647 }),
  goods_ids: goodsIdList,
  tiers: tierList,
};

/** POST /admin/api/promotions/full-reductions, PUT …/:id: a 满减 with its window in China time. */
export const fullReductionBody = z
  .object({
    name: textField('活动名称', { min: 1, max: 30 }),
    ...fullReductionRule,
    starts_at: chinaMinuteField('开始时间'),
    ends_at: chinaMinuteField('结束时间'),
  })
  .superRefine((b, ctx) => {
    checkTiers(b.tiers, ctx);
    if (b.ends_at <= b.starts_at) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: '结束时间必须晚于开始时间' });
    if (new Set(b.goods_ids).size !== b.goods_ids.length) ctx.addIssue({ code: 'custom', path: ['goods_ids'], message: '指定商品重复' });
  });
export type FullReductionBody = z.infer<typeof fullReductionBody>;

/** POST /admin/api/promotions/full-reductions/preview: a sample cart of the shop priced with the draft rule. */
export const fullReductionPreviewBody = z
  .object({
    ...fullReductionRule,
    lines: z
      .array(z.object({ goods_id: intField('商品', { min: 1 }), number: intField('数量', { min: 1, max: 100000 }) }), { error: '请添加样例商品' })
      .min(1, { error: '请添加样例商品' })
      .max(20, { error: '样例商品最多20个' }),
  })
  .superRefine((b, ctx) => checkTiers(b.tiers, ctx));
export type FullReductionPreviewBody = z.infer<typeof fullReductionPreviewBody>;

export const fullReductionPreview = z.object({
  lines: z.array(
    z.object({
      goods_id: z.number(),
      name: z.string(),
      spec: z.string(),
      number: z.number(),
      /** The unit price the cart charges (ladder applied), fen. */
      price: z.number(),
      amount: z.number(),
      /** Whether the 满减 covers the line, and its share of the reduction. */
      eligible: z.boolean(),
      share: z.number(),
      note: z.string(),
    }),
  ),
  eligible_amount: z.number(),
  tiers: z.array(z.object({ amount: z.number(), reduction: z.number(), status: z.number(), shortfall: z.number() })),
  reduction: z.number(),
  total_before: z.number(),
  total_after: z.number(),
});
export type FullReductionPreview = z.infer<typeof fullReductionPreview>;

/** GET /admin/api/promotions/full-reductions. */
export const adminFullReductionsQuery = z.object({
  shop_id: intField('店铺', { min: 1, max: 2147483647 }).optional(),
  state: z.enum([...PROMOTION_STATES, 'all'], { error: '活动状态不正确' }).default('all'),
  ...pagingFields(),
});
export type AdminFullReductionsQuery = z.infer<typeof adminFullReductionsQuery>;

export const adminFullReductionRow = z.object({
  id: z.number(),
  shop_id: z.number(),
  shop: z.string(),
  name: z.string(),
  /** null: every goods of the shop. */
  goods_ids: z.array(z.number()).nullable(),
  tiers: z.array(z.object({ threshold: z.number(), reduction: z.number() })),
  /** UTC ISO instants; the console shows China time. */
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(PROMOTION_STATES),
});
export type AdminFullReductionRow = z.infer<typeof adminFullReductionRow>;
export const adminFullReductionPage = z.object({
  list: z.array(adminFullReductionRow),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export const promotionIdParam = z.object({ id: intField('活动', { min: 1, max: 2147483647 }) });

/** GET /admin/api/promotions/full-reductions/:id: a 满减 with the names of its goods (the editor's picker shows them). */
export const adminFullReductionView = adminFullReductionRow.extend({
  goods: z.array(z.object({ id: z.number(), name: z.string(), spec: z.string() })),
});
export type AdminFullReductionView = z.infer<typeof adminFullReductionView>;

// ——— 秒杀 and 每日特价 ———————————————————————————————————————————————————————————————————————

/** POST /admin/api/promotions/flash-sales, PUT …/{id}: a goods at its own price and stock within a window. */
export const flashSaleBody = z
  .object({
    goods_id: intField('秒杀商品', { min: 1, max: 2147483647 }),
    price: yuanField('秒杀价'),
    stock: intField('秒杀库存', { min: 1, max: 1_000_000 }),
    per_member_limit: intField('每人限购', { min: 1, max: 10_000 }),
    starts_at: chinaMinuteField('开始时间'),
    ends_at: chinaMinuteField('结束时间'),
  })
  .superRefine((b, ctx) => {
    if (b.price <= 0) ctx.addIssue({ code: 'custom', path: ['price'], message: '秒杀价必须大于0' });
    if (b.per_member_limit > b.stock) ctx.addIssue({ code: 'custom', path: ['per_member_limit'], message: '每人限购不能超过秒杀库存' });
    if (b.ends_at <= b.starts_at) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: '结束时间必须晚于开始时间' });
  });
export type FlashSaleBody = z.infer<typeof flashSaleBody>;
export const adminFlashSale = z.object({
  id: z.number(),
  goods_id: z.number(),
  shop_id: z.number(),
  goods_name: z.string(),
  spec: z.string(),
  shop: z.string(),
  /** Fen. */
  base_price: z.number(),
  price: z.number(),
  stock: z.number(),
  sold: z.number(),
  per_member_limit: z.number(),
  /** China time 'YYYY-MM-DD HH:mm'. */
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(PROMOTION_STATES),
});
export type AdminFlashSale = z.infer<typeof adminFlashSale>;
export const adminFlashSalesQuery = z.object({
  ...pagingFields({ size: 20 }),
  state: z.enum(PROMOTION_STATES, { error: '状态不正确' }).optional(),
  shop_id: intField('店铺', { min: 1, max: 2147483647 }).optional(),
});
export type AdminFlashSalesQuery = z.infer<typeof adminFlashSalesQuery>;

/**
 * 秒杀申请: a merchant's flash sale waits for the platform's approval (the platform runs the 秒杀 sessions); approval
 * saves it as the platform's own would be saved, checked again then.
 */
export const FLASH_APPLICATION_STATUSES = ['pending', 'approved', 'refused', 'withdrawn'] as const;
export type FlashApplicationStatus = (typeof FLASH_APPLICATION_STATUSES)[number];
export const FLASH_APPLICATION_STATUS_NAMES: Record<FlashApplicationStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  refused: '未通过',
  withdrawn: '已撤回',
};
export const flashApplication = z.object({
  id: z.number(),
  shop_id: z.number(),
  shop: z.string(),
  goods_id: z.number(),
  goods_name: z.string(),
  spec: z.string(),
  /** Fen. */
  base_price: z.number(),
  price: z.number(),
  stock: z.number(),
  per_member_limit: z.number(),
  /** China time 'YYYY-MM-DD HH:mm'. */
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(FLASH_APPLICATION_STATUSES),
  /** Why it was refused (the merchant sees it). */
  reason: z.string().nullable(),
  /** The flash sale approval made. */
  flash_sale_id: z.number().nullable(),
  applicant: z.string(),
  /** UTC ISO instants. */
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type FlashApplication = z.infer<typeof flashApplication>;
export const flashApplicationsQuery = z.object({
  ...pagingFields({ size: 20 }),
  status: z.enum(FLASH_APPLICATION_STATUSES, { error: '状态不正确' }).optional(),
  shop_id: intField('店铺', { min: 1, max: 2147483647 }).optional(),
});
export type FlashApplicationsQuery = z.infer<typeof flashApplicationsQuery>;
export const merchantFlashApplicationsQuery = flashApplicationsQuery.omit({ shop_id: true });
export const merchantFlashSalesQuery = adminFlashSalesQuery.omit({ shop_id: true });
export const flashApplicationRefuseBody = z.object({ reason: textField('拒绝原因', { min: 2, max: 200 }) });

/** POST /admin/api/promotions/daily-specials: one goods at a special price for one China day. */
export const dailySpecialBody = z.object({
  goods_id: intField('特价商品', { min: 1, max: 2147483647 }),
  day: z
    .string({ error: '请选择日期' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式不正确，应为YYYY-MM-DD' })
    .refine((v) => isCalendarDay(v), { error: '日期不存在' }),
  price: yuanField('特价'),
});
export type DailySpecialBody = z.infer<typeof dailySpecialBody>;
export const adminDailySpecial = z.object({
  id: z.number(),
  goods_id: z.number(),
  goods_name: z.string(),
  spec: z.string(),
  shop: z.string(),
  day: z.string(),
  base_price: z.number(),
  price: z.number(),
});
export type AdminDailySpecial = z.infer<typeof adminDailySpecial>;
/** GET /admin/api/promotions/daily-specials?day=: one China day's specials (default today). */
export const adminDailySpecialsQuery = z.object({
  day: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式不正确' })
      .optional(),
  ),
});
