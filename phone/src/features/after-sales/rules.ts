import { ORDER_STATUS, parseYuan, REFUND_AFTER_SALE_KINDS } from '@yaocai/contract';

/**
 * The rules of returns and after-sales as the desktop applies them (web features/orders/model: order-status.ts,
 * after-sale-form.ts, after-sale-links.ts) — the same kinds, reasons and limits; the server checks them again and has
 * the last word.
 */

export type ApplyMode = 'refund' | 'return' | 'service';
export type AfterSaleKind = 'return' | 'refund' | 'missing' | 'wrong' | 'report' | 'documents';

/** `?apply=` on the order detail (the desktop's own address for applying: /order/info/:id?apply=refund|return|service). */
export function parseApply(v: string | null): ApplyMode | null {
  return v === 'refund' || v === 'return' || v === 'service' ? v : null;
}

/**
 * The requests that pay back — 退货退款, 仅退款 and 召回退货 (filed from a recall notice, never from this form) — are shown
 * on /order/returnInfo, the others on /order/afterSalesInfo (contract REFUND_AFTER_SALE_KINDS).
 */
export function isReturnKind(kind: string): boolean {
  return (REFUND_AFTER_SALE_KINDS as readonly string[]).includes(kind);
}

/** A request's own page: /order/returnInfo/{id} or /order/afterSalesInfo/{id}, `id` the request's. */
export function afterSaleHref(a: { id: number; kind: string }): string {
  return `/order/${isReturnKind(a.kind) ? 'returnInfo' : 'afterSalesInfo'}/${a.id}`;
}

export const RETURN_KINDS = ['return', 'refund'] as const;
export const SERVICE_KINDS = ['missing', 'wrong', 'report', 'documents'] as const;
export const RETURN_REASONS = ['商品质量问题', '包装破损', '效期不符', '批号不符', '商品与描述不符', '多拍/拍错/不想要', '其他'] as const;
export const SERVICE_REASONS = ['少发/漏发商品', '发错商品', '需要质检报告', '其他'] as const;
export const KIND_HINTS: Record<string, string> = {
  return: '已收到货，需要退回商品并退款',
  refund: '未收到货或无需退回商品，仅退款',
  missing: '商品少发或漏发',
  wrong: '收到的商品与订单不符',
  report: '需要商品的质检报告',
};

/** Kinds that send a refund amount. */
export const kindTakesRefund = isReturnKind;
/** Kinds that name the lines and quantities concerned. */
export const kindTakesItems = (kind: string) => kind !== 'report' && kind !== 'documents';

/** An order paid but not shipped can only be refunded (仅退款); once shipped, both. */
export function kindsFor(mode: ApplyMode, status: number): readonly AfterSaleKind[] {
  if (mode === 'service') return SERVICE_KINDS;
  return status === ORDER_STATUS.paid ? ['refund'] : RETURN_KINDS;
}

/** The kind the form opens with. */
export function initialKind(mode: ApplyMode, kinds: readonly AfterSaleKind[]): AfterSaleKind {
  if (mode === 'refund') return 'refund';
  if (mode === 'return' && kinds.includes('return')) return 'return';
  return kinds[0]!;
}

/** Whether the order can take a request of this family now. */
export function applyAllowed(o: { status: number; refundable: number }, mode: ApplyMode): boolean {
  if (mode === 'service') return o.status === ORDER_STATUS.shipped || o.status === ORDER_STATUS.completed;
  const paid = o.status === ORDER_STATUS.paid || o.status === ORDER_STATUS.shipped || o.status === ORDER_STATUS.completed;
  return paid && o.refundable > 0;
}

export type AfterSaleAction = 'refund' | 'return' | 'service' | 'view';

/**
 * The after-sales buttons of an order (the desktop's orderActions): paid → 申请退款; shipped or completed → 申请退货
 * (while something is left to refund) and 申请售后; 查看售后 when a request exists, and no new one while it is 待审核.
 */
export function afterSaleActions(o: {
  status: number;
  paid_amount: number;
  refunded_amount: number;
  after_sale?: { status: number } | null;
}): AfterSaleAction[] {
  const refundable = o.paid_amount - o.refunded_amount > 0;
  let out: AfterSaleAction[] = [];
  if (o.status === ORDER_STATUS.paid && refundable) out = ['refund'];
  if (o.status === ORDER_STATUS.shipped || o.status === ORDER_STATUS.completed) out = [...(refundable ? (['return'] as const) : []), 'service'];
  if (!o.after_sale) return out;
  return ['view', ...(o.after_sale.status === 0 ? [] : out)];
}

export interface LinePick {
  order_item_id: number;
  number: number;
}

/** The lines picked with a quantity of at least 1, capped at what was bought. */
export function pickedItems(picks: Record<number, number | null | undefined>, bought: { id: number; number: number }[]): LinePick[] {
  const out: LinePick[] = [];
  for (const line of bought) {
    const n = picks[line.id];
    if (n === null || n === undefined || !Number.isFinite(n) || n < 1) continue;
    out.push({ order_item_id: line.id, number: Math.min(Math.floor(n), line.number) });
  }
  return out;
}

/** Why the refund amount cannot be sent, or null: yuan with two decimals, above 0 and at most `refundable` fen. */
export function refundAmountError(input: string | undefined, refundable: number): string | null {
  if (!input || !input.trim()) return '请填写退款金额';
  const fen = parseYuan(input.trim());
  if (fen === null) return '退款金额格式不正确，最多两位小数';
  if (fen <= 0) return '退款金额需大于0';
  if (fen > refundable) return '退款金额不能超过可退金额';
  return null;
}

/** What the picked lines are worth (their paid share, net of reductions), capped at what may still be refunded. */
export function suggestedRefund(
  picks: LinePick[],
  lines: { id: number; number: number; amount: number; manjian_amount: number; coupon_amount: number }[],
  refundable: number,
): number {
  let sum = 0;
  for (const p of picks) {
    const line = lines.find((l) => l.id === p.order_item_id);
    if (!line || line.number <= 0) continue;
    const net = line.amount - line.manjian_amount - line.coupon_amount;
    sum += Math.floor((net * p.number) / line.number);
  }
  return Math.max(0, Math.min(sum, refundable));
}
