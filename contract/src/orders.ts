import { z } from 'zod';
import { intField, textField } from './fields.js';

/** Order centre tabs: 0 待付款, 1 待发货, 2 待收货, 3 已完成, 4 已取消; omitted = all. */
export const ORDER_STATUS_NAMES = ['待付款', '待发货', '待收货', '已完成', '已取消'] as const;

export const orderListQuery = z.object({
  status: intField('订单状态', { min: 0, max: 4 }).optional(),
  /** Order number or goods name. */
  keyword: textField('搜索关键词', { max: 50 }).optional(),
  page: intField('页码', { min: 1, max: 100000 }).default(1),
  page_size: intField('每页数量', { min: 1, max: 50 }).default(10),
});

export const orderItemView = z.object({
  id: z.number(),
  goods_id: z.number(),
  type: z.number(),
  name: z.string(),
  generic_name: z.string(),
  spec: z.string(),
  dosage_form: z.string(),
  unit: z.string(),
  manufacturer: z.string(),
  approval_no: z.string(),
  batch_no: z.string(),
  expiry_date: z.string(),
  number: z.number(),
  price: z.number(),
  amount: z.number(),
  manjian_amount: z.number(),
  coupon_amount: z.number(),
  shipped_number: z.number(),
  gift: z.string(),
  image: z.string(),
});

export const orderSummary = z.object({
  id: z.number(),
  order_no: z.string(),
  submission_id: z.number(),
  shop_id: z.number(),
  shop_name: z.string(),
  status: z.number(),
  status_text: z.string(),
  goods_amount: z.number(),
  manjian_amount: z.number(),
  coupon_amount: z.number(),
  shipping_fee: z.number(),
  pay_amount: z.number(),
  paid_amount: z.number(),
  refunded_amount: z.number(),
  pay_method: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  items: z.array(orderItemView),
  item_count: z.number(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderEventView = z.object({ title: z.string(), detail: z.string(), carrier: z.string().nullable(), tracking_no: z.string().nullable(), created_at: z.string() });

export const orderDetail = orderSummary.extend({
  address: z.object({ consignee: z.string(), phone: z.string(), province: z.string(), city: z.string(), district: z.string(), address: z.string() }),
  invoice: z.object({ type: z.number(), title: z.string(), tax_no: z.string() }),
  remark: z.string(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  received_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string(),
  events: z.array(orderEventView),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderCounts = z.object({ unpaid: z.number(), paid: z.number(), shipped: z.number(), completed: z.number(), cancelled: z.number() });

export const orderIdParam = z.object({ id: intField('订单', { min: 1, max: 2147483647 }) });
export const cancelOrderBody = z.object({ reason: textField('取消原因', { max: 100 }).default('买家取消') });
