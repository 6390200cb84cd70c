import { z } from 'zod';
import { intField, pagingQuery, textField } from './fields.js';
import { idParamOf } from './member-fields.js';
import { yuanField } from './payments.js';

/** Points: balance, the site's earning rule, and the log (every change a row). */
export const pointsSummary = z.object({ points: z.number(), points_per_yuan: z.number() });
export const pointsLogItem = z.object({ id: z.number(), amount: z.number(), kind: z.string(), memo: z.string(), created_at: z.string() });
export const pointsLogQuery = pagingQuery;

/** Operator: award activity points (once per ref, e.g. the activity and member). */
export const awardPointsBody = z.object({
  member_id: intField('会员编号', { min: 1 }),
  points: intField('积分', { min: 1, max: 1_000_000 }),
  ref: z
    .string({ error: '请填写活动标识' })
    .trim()
    .regex(/^[A-Za-z0-9:_-]{1,60}$/, { error: '活动标识格式不正确' }),
  reason: textField('发放原因', { min: 1, max: 60 }),
});

/** /jfsc: a gift priced in points. */
export const pointsGoodsView = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  points: z.number(),
  stock: z.number(),
  per_member_limit: z.number(),
});
/** /jfsc/details adds what the viewer already exchanged and holds. */
export const pointsGoodsDetail = pointsGoodsView.extend({ exchanged: z.number(), my_points: z.number().nullable() });
export const pointsGoodsIdParam = idParamOf('积分商品');

export const exchangeBody = z.object({
  goods_id: intField('积分商品', { min: 1 }),
  number: intField('兑换数量', { min: 1, max: 99 }).default(1),
  address_id: intField('收货地址', { min: 1 }),
});

/** /jfdd status: 0 待发货, 1 已发货. */
export const POINTS_ORDER_STATUS_NAMES = ['待发货', '已发货'] as const;
export const pointsOrderView = z.object({
  id: z.number(),
  order_no: z.string(),
  goods_id: z.number(),
  goods_name: z.string(),
  image: z.string(),
  number: z.number(),
  points: z.number(),
  source: z.string(),
  address: z.object({ consignee: z.string(), phone: z.string(), full_address: z.string() }),
  status: z.number(),
  status_text: z.string(),
  carrier: z.string(),
  tracking_no: z.string(),
  created_at: z.string(),
  shipped_at: z.string().nullable(),
});
export type PointsOrderView = z.infer<typeof pointsOrderView>;
export const pointsOrdersQuery = pagingQuery.extend({ status: intField('订单状态', { min: 0, max: 1 }).optional() });
export const pointsOrderIdParam = idParamOf('积分订单');
export const shipPointsOrderBody = z.object({
  carrier: textField('物流公司', { min: 1, max: 30 }),
  tracking_no: z
    .string({ error: '请填写物流单号' })
    .trim()
    .regex(/^[A-Za-z0-9-]{6,30}$/, { error: '物流单号格式不正确' }),
});

/** Lottery (spec §4, §7): the pop-up's activity, prizes, the draw and the member's records. */
export const drawIdQuery = z.object({ id: intField('抽奖活动', { min: 1 }).optional() });
export const drawPrizeView = z.object({ id: z.number(), name: z.string(), remarks: z.string(), kind: z.string() });
export const drawActivityView = z.object({
  id: z.number(),
  name: z.string(),
  rules: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  draws_per_member: z.number(),
  prizes: z.array(drawPrizeView),
});
/** GET /api/draw/simple: whether the pop-up should show (is_join 0) and how many draws are left. */
export const drawSimpleView = z.object({ id: z.number().nullable(), name: z.string(), is_join: z.number(), remaining: z.number() });
export const drawResultView = z.object({ record_id: z.number(), prize: drawPrizeView, remaining: z.number() });
export const drawRecordView = z.object({
  id: z.number(),
  activity_id: z.number(),
  activity_name: z.string(),
  name: z.string(),
  remarks: z.string(),
  kind: z.string(),
  created_at: z.string(),
});
export const drawIdParam = idParamOf('抽奖活动');
/** Operator: odds and stock of a prize. */
export const drawPrizeUpdateBody = z.object({
  weight: intField('中奖权重', { min: 0, max: 1_000_000 }),
  stock: intField('奖品库存', { min: 0, max: 1_000_000 }),
});
export const drawPrizeIdParam = idParamOf('奖品');
export const drawAdView = z.object({ name: z.string(), image: z.string(), url: z.string() });
export const drawLatestView = z.object({ id: z.number(), company: z.string(), name: z.string(), created_at: z.string() });
/** GET /admin/api/draws: the lotteries with their window, prizes and draws made. */
export const drawAdminRow = z.object({
  id: z.number(),
  name: z.string(),
  draws_per_member: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  is_active: z.boolean(),
  state: z.enum(['upcoming', 'running', 'ended']),
  prizes: z.number(),
  draws: z.number(),
});
export type DrawAdminRow = z.infer<typeof drawAdminRow>;
export const drawPrizeAdminView = z.object({
  id: z.number(),
  name: z.string(),
  remarks: z.string(),
  kind: z.string(),
  coupon_id: z.number().nullable(),
  points: z.number(),
  points_goods_id: z.number().nullable(),
  stock: z.number(),
  weight: z.number(),
});

/** 到货提醒 (kind 1) and 降价提醒 (kind 2, target price in yuan, below today's price). */
export const goodsAlertBody = z.object({
  goods_id: intField('商品', { min: 1 }),
  kind: intField('提醒类型', { min: 1, max: 2 }),
  target_price: yuanField('目标价').optional(),
});
export const goodsAlertView = z.object({
  id: z.number(),
  goods_id: z.number(),
  kind: z.number(),
  target_price: z.number().nullable(),
  status: z.number(),
  created_at: z.string(),
});
export const goodsAlertQuery = z.object({ goods_id: intField('商品', { min: 1 }) });
export const goodsAlertIdParam = idParamOf('提醒');
/** Operator: stock of one warehouse, or the goods' base price (yuan). */
export const restockBody = z.object({ ck_id: intField('仓库', { min: 1 }), number: intField('库存数量', { min: 0, max: 10_000_000 }) });
export const repriceBody = z.object({ price: yuanField('价格') });
export const alertGoodsIdParam = idParamOf('商品');
