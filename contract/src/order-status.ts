/**
 * An order's states. Zod-free, so a page that only names them (the phone's order tabs) does not bundle the schemas.
 */

/** Order centre tabs: 0 待付款, 1 待发货, 2 待收货, 3 已完成, 4 已取消; omitted = all. */
export const ORDER_STATUS_NAMES = ['待付款', '待发货', '待收货', '已完成', '已取消'] as const;
/** The same states by name, for code that changes them. */
export const ORDER_STATUS = { unpaid: 0, paid: 1, shipped: 2, completed: 3, cancelled: 4 } as const;
/** States in which the buyer has paid (money held, refundable). */
export const PAID_ORDER_STATES = [ORDER_STATUS.paid, ORDER_STATUS.shipped, ORDER_STATUS.completed];

/** How an order was paid, as the buyer reads it (the order's `pay_method`). */
export const PAY_METHOD_NAMES: Readonly<Record<string, string>> = { wallet: '余额支付', online: '在线支付', credit: '账期支付' };

/** Returns and after-sales (spec /order/returnInfo/:id, /order/afterSalesInfo/:id). */
export const AFTER_SALE_KINDS = {
  return: '退货退款',
  refund: '仅退款',
  missing: '少发/漏发',
  wrong: '错发',
  report: '索要质检报告',
  documents: '索要首营资料',
  /** Filed from a recall notice (药品召回), never from the order page: the recalled boxes back, refunded or credited. */
  recall: '召回退货',
} as const;
export const AFTER_SALE_STATUS = ['待审核', '已同意', '已拒绝', '已完成'] as const;
/** The same states by name. */
export const AFTER_SALE_STATE = { pending: 0, approved: 1, refused: 2, done: 3 } as const;
export type AfterSaleKind = keyof typeof AFTER_SALE_KINDS;
/** The requests that pay money back: deciding them is a money decision (the console's finance area). */
export const REFUND_AFTER_SALE_KINDS: readonly AfterSaleKind[] = ['return', 'refund', 'recall'];
export const paysBack = (kind: AfterSaleKind) => REFUND_AFTER_SALE_KINDS.includes(kind);
