import { z } from 'zod';
import { idListField, intField, textField } from './fields.js';
import { idParamOf } from './member-fields.js';
import { goodsCard } from './catalog.js';
import { couponView } from './cart.js';
import { parseChinaTime } from './china-time.js';
import { ACTIVITY_STATES } from './activity-rules.js';

/** Activity pages (/yjh, /Hdzx, /activity/* → /loading/activity): assembled by operators from banners, goods and coupons. */

// The states and the pages' words: ./activity-rules.ts (zod-free, for the apps).

export const activitySummary = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  banner: z.string(),
  color: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(ACTIVITY_STATES),
});
export type ActivitySummary = z.infer<typeof activitySummary>;

export const activitySection = z.object({
  id: z.number(),
  kind: z.enum(['goods', 'coupons']),
  title: z.string(),
  goods: z.array(goodsCard),
  coupons: z.array(couponView),
});
export type ActivitySection = z.infer<typeof activitySection>;

/** GET /api/activity/{id}: sections only while the activity runs (before, the page says when it starts). */
export const activityDetail = activitySummary.extend({ rules: z.string(), sections: z.array(activitySection) });
export type ActivityDetail = z.infer<typeof activityDetail>;

export const activityIdParam = idParamOf('活动');
/** GET /api/activity/tap?url=: the link's activity (slug, or id), counted as a visit. */
export const activityTapQuery = z.object({
  url: z
    .string({ error: '活动地址不正确' })
    .trim()
    .regex(/^[A-Za-z0-9_/-]{1,120}$/, { error: '活动地址不正确' }),
});
export const activityTap = z.object({ id: z.number(), state: z.enum(ACTIVITY_STATES), title: z.string(), starts_at: z.string(), route: z.string() });
/** GET /api/activity/centre?ids=: the tabs of /Hdzx/{ids} (published ones, in the order given). */
export const activityCentreQuery = z.object({ ids: idListField('活动', 20) });

// ——— Operator ———————————————————————————————————————————————————————————————————————————————

/** An ISO instant, or a China-time minute 'YYYY-MM-DD HH:mm' as the console's pickers write it. */
const isoTime = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(v) && parseChinaTime(v) !== null, { error: `${label}格式不正确` })
    .transform((v) => parseChinaTime(v)!);

const sectionBody = z.object({
  kind: z.enum(['goods', 'coupons'], { error: '请选择版块类型' }),
  title: textField('版块标题', { min: 1, max: 30 }),
  ids: idListField('版块内容', 60),
});

export const activityBody = z
  .object({
    slug: z
      .string({ error: '请填写活动地址' })
      .trim()
      .regex(/^[a-z0-9][a-z0-9_-]{1,59}$/, { error: '活动地址只能包含小写字母、数字、下划线和连字符（2-60位）' }),
    title: textField('活动名称', { min: 2, max: 40 }),
    subtitle: textField('副标题', { max: 80 }).default(''),
    banner: textField('横幅图片', { max: 300 }).default(''),
    color: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: '主题色格式不正确' })
      .default('#e4393c'),
    rules: textField('活动规则', { max: 2000 }).default(''),
    starts_at: isoTime('开始时间'),
    ends_at: isoTime('结束时间'),
    published: intField('发布状态', { min: 0, max: 1 }).default(0),
    sections: z.array(sectionBody, { error: '请添加活动版块' }).max(10, { error: '最多10个版块' }).default([]),
  })
  .refine((b) => b.ends_at > b.starts_at, { path: ['ends_at'], error: '结束时间必须晚于开始时间' });
export type ActivityBody = z.infer<typeof activityBody>;

export const adminActivityRow = activitySummary.extend({ published: z.number(), taps: z.number(), section_count: z.number() });
export const adminActivityList = z.array(adminActivityRow);

/** GET /admin/api/activities/{id}: the editor's activity, with the names of what its sections hold (in their order). */
export const adminActivityView = adminActivityRow.extend({
  rules: z.string(),
  sections: z.array(
    z.object({
      kind: z.enum(['goods', 'coupons']),
      title: z.string(),
      ids: z.array(z.number()),
      items: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
  ),
});
export type AdminActivityView = z.infer<typeof adminActivityView>;
