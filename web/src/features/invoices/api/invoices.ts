import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InvoiceView, invoiceQueryResult, Paged } from '@yaocai/contract';
import { get } from '../../../lib/api-client';

export type { InvoiceView };
export type InvoiceSummary = z.infer<typeof invoiceQueryResult>;

/** GET /api/invoice/list?page: the member's e-invoices (each with its pdf_url). */
export const invoicesQuery = (page: number) =>
  queryOptions({
    queryKey: ['invoices', 'list', page],
    queryFn: () => get<Paged<InvoiceView>>('/invoice/list', { page, page_size: 10 }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET /api/invoice/{id}/pdf, unless the view names its own address. */
export function invoicePdfHref(i: Pick<InvoiceView, 'id' | 'pdf_url'>): string {
  return i.pdf_url || `/api/invoice/${i.id}/pdf`;
}

/** GET /api/invoice/query?invoice_no=&check_code=: anyone may check an invoice. Errors are the caller's to show. */
export function queryInvoice(invoiceNo: string, checkCode: string) {
  return get<InvoiceSummary>('/invoice/query', { invoice_no: invoiceNo, check_code: checkCode }, { onError: () => true });
}
