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
