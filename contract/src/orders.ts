import { z } from 'zod';
import { shipLineCodes } from './traceability.js';
import { intField, textField, pagingFields } from './fields.js';
import { yuanField } from './payments.js';

export const orderListQuery = z.object({
  status: intField('订单状态', { min: 0, max: 4 }).optional(),
  /** Order number or goods name. */
  keyword: textField('搜索关键词', { max: 50 }).optional(),
  ...pagingFields({ maxSize: 50, size: 10 }),
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
  /** The order's latest return/after-sales request, so the card says where it stands (null: none). */
  after_sale: z.object({ id: z.number(), kind: z.string(), kind_text: z.string(), status: z.number(), status_text: z.string() }).nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** `seq` orders events that share a timestamp (the order they happened in). */
export const orderEventView = z.object({
  seq: z.number(),
  title: z.string(),
  detail: z.string(),
  carrier: z.string().nullable(),
  tracking_no: z.string().nullable(),
  created_at: z.string(),
});

export const shipmentView = z.object({
  id: z.number(),
  carrier: z.string(),
  tracking_no: z.string(),
  items: z.array(z.object({ order_item_id: z.number(), name: z.string(), number: z.number() })),
  created_at: z.string(),
  /** Holds 冷链 goods: its temperature record (range and count; null until the shipper uploads it) is due before receipt. */
  cold_chain: z.boolean(),
  temperature: z.object({ min: z.number(), max: z.number(), count: z.number(), excursion: z.boolean() }).nullable(),
});

export { AFTER_SALE_KINDS, AFTER_SALE_STATE, AFTER_SALE_STATUS, paysBack, REFUND_AFTER_SALE_KINDS, type AfterSaleKind } from './order-status.js';

export const afterSaleView = z.object({
  id: z.number(),
  order_id: z.number(),
  order_no: z.string(),
  kind: z.enum(['return', 'refund', 'missing', 'wrong', 'report', 'documents', 'recall']),
  kind_text: z.string(),
  status: z.number(),
  status_text: z.string(),
  reason: z.string(),
  description: z.string(),
  photos: z.array(z.string()),
  items: z.array(
    z.object({
      order_item_id: z.number(),
      goods_id: z.number(),
      name: z.string(),
      spec: z.string(),
      manufacturer: z.string(),
      batch_no: z.string(),
      price: z.number(),
      number: z.number(),
      image: z.string(),
    }),
  ),
  refund_amount: z.number(),
  refunded_amount: z.number(),
  /** Where the money went back (余额, 原支付渠道, 账期账单), '' when nothing is refunded. */
  refund_to: z.string(),
  shop_name: z.string(),
  pay_method: z.string().nullable(),
  decision_reason: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** Filed, decided, refunded, completed — oldest first; `at` null for the step still awaited. */
  timeline: z.array(z.object({ title: z.string(), detail: z.string(), at: z.string().nullable() })),
});
export type AfterSaleView = z.infer<typeof afterSaleView>;

const lineQty = z.object({ order_item_id: intField('订单商品', { min: 1, max: 2147483647 }), number: intField('数量', { min: 1, max: 100000 }) });

/** POST /api/order/:id/after_sale: a return, refund or after-sales request on the member's order. */
export const afterSaleBody = z.object({
  kind: z.enum(['return', 'refund', 'missing', 'wrong', 'report', 'documents'], { error: '请选择售后类型' }),
  reason: textField('申请原因', { min: 1, max: 100 }),
  description: textField('问题描述', { max: 500 }).default(''),
  photos: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '图片无效，请重新上传' }))
    .max(6, { error: '最多上传6张图片' })
    .default([]),
  items: z.array(lineQty).max(200).default([]),
  refund_amount: yuanField('退款金额').optional(),
});

/** Operator: ship (all remaining lines, or the given lines and quantities). */
export const shipOrderBody = z.object({
  carrier: textField('物流公司', { min: 1, max: 30 }),
  tracking_no: z
    .string({ error: '请填写物流单号' })
    .trim()
    .regex(/^[A-Za-z0-9-]{6,30}$/, { error: '物流单号格式不正确' }),
  /** Each line's 追溯码 (scanned, pasted or imported); given for a line, they must be exactly its boxes (issue 47). */
  items: z
    .array(lineQty.extend({ codes: shipLineCodes.optional() }))
    .max(200)
    .optional(),
});

/** Operator: decide an after-sales request; approving a return or refund refunds `refund_amount` to the original payment. */
export const decideAfterSaleBody = z.object({
  approve: intField('审核结果', { min: 0, max: 1 }),
  refund_amount: yuanField('退款金额').optional(),
  reason: textField('审核说明', { max: 200 }).default(''),
});

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
  shipments: z.array(shipmentView),
  after_sales: z.array(afterSaleView),
  /** What may still be refunded (paid − refunded). */
  refundable: z.number(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** GET /api/order/counts: orders by state, and requests still 待审核 (the 退款/售后 badge). */
export const orderCounts = z.object({
  unpaid: z.number(),
  paid: z.number(),
  shipped: z.number(),
  completed: z.number(),
  cancelled: z.number(),
  after_sale: z.number(),
});

export const orderIdParam = z.object({ id: intField('订单', { min: 1, max: 2147483647 }) });
export const cancelOrderBody = z.object({ reason: textField('取消原因', { max: 100 }).default('买家取消') });

/** GET /api/user/fast_buy, /api/user/buy (/kjcg): goods bought before with the last price and quantity. */
export const fastBuyQuery = z.object({
  ...pagingFields(),
  /** fast_buy: sort by how often (default) or by the last purchase. */
  order: z.enum(['times', 'recent'], { error: '排序方式不正确' }).default('times'),
});
export const fastBuyItem = z.object({
  goods_id: z.number(),
  name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  unit: z.string(),
  image: z.string(),
  times: z.number(),
  total_number: z.number(),
  last_price: z.number(),
  last_number: z.number(),
  last_at: z.string(),
});
/** POST /api/user/buy: these goods back in the cart, each in its last quantity. */
export const buyAgainBody = z.object({
  goods_ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : typeof v === 'number' ? [v] : v),
    z
      .array(intField('商品', { min: 1, max: 2147483647 }), { error: '请选择商品' })
      .min(1, { error: '请选择商品' })
      .max(100, { error: '一次最多100种商品' }),
  ),
});
export const adminOrdersQuery = z.object({
  status: intField('订单状态', { min: 0, max: 4 }).optional(),
  /** An order number (or its start), or part of the buyer's company name, username or phone. */
  keyword: textField('搜索关键词', { max: 50 }).optional(),
  shop_id: intField('店铺', { min: 1, max: 2147483647 }).optional(),
  ...pagingFields(),
});
/** Who bought: the console shows the company behind every order. */
export const orderBuyer = z.object({ id: z.number(), company: z.string(), username: z.string(), phone: z.string() });
export const adminOrderSummary = orderSummary.extend({ buyer: orderBuyer });
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;
export const adminOrderDetail = orderDetail.extend({ buyer: orderBuyer });
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;
/** GET /admin/api/orders/counts: the queue's tabs (orders by state) and after-sales requests still 待审核. */
export const adminOrderCounts = z.object({
  all: z.number(),
  by_status: z.array(z.object({ status: z.number(), count: z.number() })),
  after_sales_pending: z.number(),
});
export const adminAfterSalesQuery = z.object({
  status: intField('处理状态', { min: 0, max: 3 }).optional(),
  /** `refunds`: only the requests that pay back (退货退款, 仅退款) — the 财务's queue; `others`: the rest. */
  group: z.enum(['refunds', 'others'], { error: '售后分组不正确' }).optional(),
});
export const refundBody = z.object({ amount: yuanField('退款金额'), reason: textField('退款原因', { min: 1, max: 200 }) });

/** GET /api/goods/cgjl: recent purchases of a goods (buyers masked), for its detail page. */
export const purchaseRecordsQuery = z.object({
  id: intField('商品', { min: 1, max: 2147483647 }),
  ...pagingFields({ maxPage: 1000, maxSize: 50, size: 10 }),
});
export const purchaseRecord = z.object({ buyer: z.string(), number: z.number(), unit: z.string(), created_at: z.string() });
export const purchaseRecords = z.object({
  list: z.array(purchaseRecord),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  units_30d: z.number(),
  buyers_30d: z.number(),
});
export type PurchaseRecords = z.infer<typeof purchaseRecords>;
