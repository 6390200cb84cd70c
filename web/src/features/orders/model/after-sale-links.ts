/** 退货退款, 仅退款 and 召回退货 (the requests that pay back) are shown on /order/returnInfo, the others on /order/afterSalesInfo. */
export function isReturnKind(kind: string): boolean {
  return kind === 'return' || kind === 'refund' || kind === 'recall';
}

/** A request's own page: /order/returnInfo/{id} or /order/afterSalesInfo/{id}, `id` the request's. */
export function afterSaleHref(a: { id: number; kind: string }): string {
  return `/order/${isReturnKind(a.kind) ? 'returnInfo' : 'afterSalesInfo'}/${a.id}`;
}

/** What the order detail's apply dialog opens with (`?apply=`): returns/refunds or the other after-sales. */
export type ApplyMode = 'refund' | 'return' | 'service';
export function parseApply(v: string | null): ApplyMode | null {
  return v === 'refund' || v === 'return' || v === 'service' ? v : null;
}
