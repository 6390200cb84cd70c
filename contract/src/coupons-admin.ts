import { z } from 'zod';
import { chinaMinuteField, idListField, intField, pagingFields, textField } from './fields.js';
import { yuanField } from './payments.js';
import { COMPANY_TYPES } from './registration.js';

/**
 * The console's coupons (issue "Operator console", Promotions): templates a member claims in 领券中心 / a shop page, or
 * that an operator issues to chosen members or a group. The rules the cart and the database already hold are checked
 * at save: the amount is less than the threshold (unless there is none), one validity (a window or days after
 * claiming), stock never below what is out.
 */

export const COUPON_STATES = { upcoming: '未开始', claiming: '领取中', sold_out: '已领完', ended: '已结束' } as const;
export type CouponState = keyof typeof COUPON_STATES;
/** At most this many members named one by one in an issue (a group has no limit: it is one statement). */
export const COUPON_ISSUE_MEMBERS_MAX = 500;

const optionalMinute = (label: string) => z.preprocess((v) => (v === '' || v === null ? undefined : v), chinaMinuteField(label).optional());

/** POST /admin/api/promotions/coupons, PUT …/{id}: a coupon template (money in yuan, times in China time). */
export const couponTemplateBody = z
  .object({
    name: textField('优惠券名称', { min: 1, max: 30 }),
    /** 0: a platform coupon (the whole cart); otherwise the shop whose lines it counts. */
    shop_id: intField('适用店铺', { min: 0, max: 2147483647 }),
    threshold: yuanField('使用门槛'),
    amount: yuanField('优惠金额'),
    total_count: intField('发放总量', { min: 1, max: 1_000_000 }),
    per_member_limit: intField('每人限领', { min: 1, max: 100 }),
    claim_starts_at: chinaMinuteField('领取开始时间'),
    claim_ends_at: chinaMinuteField('领取结束时间'),
    validity: z.enum(['fixed', 'days'], { error: '请选择有效期类型' }),
    valid_from: optionalMinute('有效期开始'),
    valid_to: optionalMinute('有效期结束'),
    valid_days: z.preprocess((v) => (v === '' || v === null ? undefined : v), intField('领取后有效天数', { min: 1, max: 365 }).optional()),
  })
  .superRefine((b, ctx) => {
    if (b.amount <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: '优惠金额必须大于0' });
    else if (b.threshold > 0 && b.amount >= b.threshold) ctx.addIssue({ code: 'custom', path: ['amount'], message: '优惠金额必须小于使用门槛' });
    if (b.claim_ends_at <= b.claim_starts_at) ctx.addIssue({ code: 'custom', path: ['claim_ends_at'], message: '领取结束时间必须晚于开始时间' });
    if (b.validity === 'days' && b.valid_days === undefined) ctx.addIssue({ code: 'custom', path: ['valid_days'], message: '请填写领取后有效天数' });
    if (b.validity === 'fixed') {
      if (!b.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_from'], message: '请填写有效期开始' });
      if (!b.valid_to) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: '请填写有效期结束' });
      else if (b.valid_from && b.valid_to <= b.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: '有效期结束必须晚于开始' });
      else if (b.valid_to < b.claim_ends_at) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: '有效期结束不能早于领取结束时间' });
    }
  });
export type CouponTemplateBody = z.infer<typeof couponTemplateBody>;

/** POST /admin/api/promotions/coupons/preview: a sample cart priced with the draft coupon and the shops' running 满减. */
export const couponPreviewBody = z
  .object({
    shop_id: intField('适用店铺', { min: 0, max: 2147483647 }),
    threshold: yuanField('使用门槛'),
    amount: yuanField('优惠金额'),
    lines: z
      .array(z.object({ goods_id: intField('商品', { min: 1, max: 2147483647 }), number: intField('数量', { min: 1, max: 100000 }) }), {
        error: '请添加样例商品',
      })
      .min(1, { error: '请添加样例商品' })
      .max(20, { error: '样例商品最多20个' }),
  })
  .superRefine((b, ctx) => {
    if (b.amount <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: '优惠金额必须大于0' });
    else if (b.threshold > 0 && b.amount >= b.threshold) ctx.addIssue({ code: 'custom', path: ['amount'], message: '优惠金额必须小于使用门槛' });
  });
export type CouponPreviewBody = z.infer<typeof couponPreviewBody>;
export const couponPreview = z.object({
  lines: z.array(
    z.object({
      goods_id: z.number(),
      name: z.string(),
      spec: z.string(),
      shop: z.string(),
      number: z.number(),
      /** The unit price the cart charges (ladder applied), the amount, and the shop's 满减 share (fen). */
      price: z.number(),
      amount: z.number(),
      manjian: z.number(),
      /** Counted toward the coupon's threshold (a shop coupon counts its shop's lines only). */
      eligible: z.boolean(),
      note: z.string(),
    }),
  ),
  /** What the coupon looks at (after 满减), what is missing to reach the threshold, and what it takes off. */
  eligible_total: z.number(),
  shortfall: z.number(),
  applicable: z.boolean(),
  reason: z.string().nullable(),
  discount: z.number(),
  total_before: z.number(),
  total_after: z.number(),
});
export type CouponPreview = z.infer<typeof couponPreview>;

export const adminCouponsQuery = z.object({
  ...pagingFields({ size: 20 }),
  shop_id: intField('店铺', { min: 0, max: 2147483647 }).optional(),
  state: z.enum(Object.keys(COUPON_STATES) as [CouponState, ...CouponState[]], { error: '状态不正确' }).optional(),
  keyword: textField('关键词', { max: 30 }).optional(),
});

export const adminCouponView = z.object({
  id: z.number(),
  name: z.string(),
  shop_id: z.number(),
  /** 平台券 for shop 0. */
  shop_name: z.string(),
  /** Fen. */
  threshold: z.number(),
  amount: z.number(),
  total_count: z.number(),
  /** Taken from the stock: claimed and issued. */
  claimed_count: z.number(),
  used_count: z.number(),
  per_member_limit: z.number(),
  /** China time 'YYYY-MM-DD HH:mm'. */
  claim_starts_at: z.string(),
  claim_ends_at: z.string(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  valid_days: z.number().nullable(),
  state: z.enum(Object.keys(COUPON_STATES) as [CouponState, ...CouponState[]]),
});
export type AdminCouponView = z.infer<typeof adminCouponView>;

/** POST /admin/api/promotions/coupons/{id}/issue: to members by id, or to a group of approved members. */
export const couponIssueBody = z
  .object({
    target: z.enum(['members', 'group'], { error: '请选择发放对象' }),
    member_ids: z.preprocess((v) => (v === '' ? undefined : v), idListField('会员', COUPON_ISSUE_MEMBERS_MAX).optional()),
    /** The group: every approved member, or those of one company type and/or province. */
    company_type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(COMPANY_TYPES, { error: '单位类型不正确' }).optional()),
    province: z.preprocess((v) => (v === '' ? undefined : v), textField('省份', { max: 20 }).optional()),
  })
  .refine((b) => b.target !== 'members' || (b.member_ids?.length ?? 0) > 0, { path: ['member_ids'], error: '请选择会员' });
export type CouponIssueBody = z.infer<typeof couponIssueBody>;

export const couponIssueResult = z.object({
  /** Members who received one now. */
  issued: z.number(),
  /** Members passed over: already holding as many as the per-member limit allows, or not approved / disabled. */
  skipped: z.number(),
});

export const couponIdParam = z.object({ id: intField('优惠券', { min: 1, max: 2147483647 }) });
