/** Order states of the contract: 0 待付款, 1 待发货, 2 待收货, 3 已完成, 4 已取消. */
export const STATUS = { unpaid: 0, paid: 1, shipped: 2, completed: 3, cancelled: 4 } as const;

export type OrderTab = 'all' | 'unpaid' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'after';

export interface TabDef {
  key: OrderTab;
  label: string;
  /** The list's status filter (undefined: all; the after-sales tab reads another list). */
  status?: number;
  /** Which /order/counts figure badges the tab. */
  count?: 'unpaid' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'after_sale';
}

export const ORDER_TABS: TabDef[] = [
  { key: 'all', label: '全部订单' },
  { key: 'unpaid', label: '待付款', status: 0, count: 'unpaid' },
  { key: 'paid', label: '待发货', status: 1, count: 'paid' },
  { key: 'shipped', label: '待收货', status: 2, count: 'shipped' },
  { key: 'completed', label: '已完成', status: 3 },
  { key: 'cancelled', label: '已取消', status: 4 },
  { key: 'after', label: '退款/售后', count: 'after_sale' },
];

export function parseTab(value: string | null): OrderTab {
  return ORDER_TABS.some((t) => t.key === value) ? (value as OrderTab) : 'all';
}

export function tabStatus(tab: OrderTab): number | undefined {
  return ORDER_TABS.find((t) => t.key === tab)?.status;
}

/** Tag colour of a state. */
export function statusColor(status: number): string {
  return ['orange', 'blue', 'cyan', 'green', 'default'][status] ?? 'default';
}

export type OrderAction = 'pay' | 'cancel' | 'receive' | 'logistics' | 'rebuy' | 'refund' | 'return' | 'afterSales' | 'viewAfterSale';

interface Actionable {
  status: number;
  paid_amount: number;
  refunded_amount: number;
  /** The latest return/after-sales request; while one is pending (0 待审核) no new one is offered. */
  after_sale?: { status: number } | null;
}

/**
 * What the member can do with an order now, in button order (the main one first):
 * unpaid → 去支付, 取消订单; paid → 申请退款; shipped → 确认收货, 查看物流, 退货; completed → 退货, 售后; all but
 * unpaid → 再次购买. Refund-type requests need something left to refund.
 */
export function orderActions(o: Actionable): OrderAction[] {
  const actions = baseActions(o);
  if (!o.after_sale) return actions;
  const pending = o.after_sale.status === 0;
  const rest = pending ? actions.filter((a) => a !== 'refund' && a !== 'return' && a !== 'afterSales') : actions;
  // The request's state is what the buyer looks for first: 查看售后 leads the buttons after the main action.
  const main = rest.filter((a) => a === 'pay' || a === 'receive');
  return [...main, 'viewAfterSale', ...rest.filter((a) => a !== 'pay' && a !== 'receive')];
}

function baseActions(o: Actionable): OrderAction[] {
  const refundable = o.paid_amount - o.refunded_amount > 0;
  switch (o.status) {
    case STATUS.unpaid:
      return ['pay', 'cancel'];
    case STATUS.paid:
      return [...(refundable ? (['refund'] as const) : []), 'rebuy'];
    case STATUS.shipped:
      return ['receive', 'logistics', ...(refundable ? (['return'] as const) : []), 'afterSales', 'rebuy'];
    case STATUS.completed:
      return [...(refundable ? (['return'] as const) : []), 'afterSales', 'rebuy'];
    default:
      return ['rebuy'];
  }
}

/** Where the order is on 提交订单 → 付款成功 → 商家发货 → 确认收货 (antd Steps `current`); -1 when cancelled. */
export function orderStep(status: number): number {
  if (status === STATUS.cancelled) return -1;
  return Math.min(status, STATUS.completed);
}

export const CANCEL_REASONS = ['不想要了', '商品信息填写错误', '收货地址填写错误', '重复下单', '价格有变化', '其他原因'] as const;

/** Return (退货退款, 仅退款) and after-sales (少发/漏发, 错发, 索要质检报告/首营资料) requests, and which page files which. */
export const RETURN_KINDS = ['return', 'refund'] as const;
export const SERVICE_KINDS = ['missing', 'wrong', 'report', 'documents'] as const;

/** Kinds that send a refund amount and quantities. */
export function kindTakesRefund(kind: string): boolean {
  return kind === 'return' || kind === 'refund';
}

/** Kinds that name the lines and quantities concerned. */
export function kindTakesItems(kind: string): boolean {
  return kind !== 'report' && kind !== 'documents';
}

/** An unpaid order can only be refunded before shipping: 仅退款 for paid-not-shipped, both once shipped. */
export function returnKindsFor(status: number): readonly ('return' | 'refund')[] {
  return status === STATUS.paid ? ['refund'] : RETURN_KINDS;
}

export const RETURN_REASONS = ['商品质量问题', '包装破损', '效期不符', '批号不符', '商品与描述不符', '多拍/拍错/不想要', '其他'] as const;
export const SERVICE_REASONS = ['少发/漏发商品', '发错商品', '需要质检报告', '其他'] as const;

/** Colour of an after-sales state: 待审核, 已同意, 已拒绝, 已完成. */
export function afterSaleColor(status: number): string {
  return ['orange', 'blue', 'red', 'green'][status] ?? 'default';
}
