import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { InvoiceView, OutputOf } from '@yaocai/contract';
import { call } from '../../../lib/api-client';

export type { InvoiceView };
export type InvoiceSummary = OutputOf<typeof api.invoices.query>;

/** GET /api/invoice/list?page: the member's e-invoices (each with its pdf_url). */
export const invoicesQuery = (page: number) =>
  queryOptions({
    queryKey: ['invoices', 'list', page],
    queryFn: () => call(api.invoices.list, { query: { page, page_size: 10 } }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET /api/invoice/query?invoice_no=&check_code=: anyone may check an invoice. Errors are the caller's to show. */
export function queryInvoice(invoiceNo: string, checkCode: string) {
  return call(api.invoices.query, { query: { invoice_no: invoiceNo, check_code: checkCode } }, { onError: () => true });
}
