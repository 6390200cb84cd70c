import { defineEndpoint } from '../endpoint.js';
import { paged } from '../envelope.js';
import { invoiceListQuery, invoiceQuery, invoiceQueryResult, invoiceView } from '../invoices.js';

/**
 * E-invoices (/dzfp): the member's list, and the public 发票查验 by number and check code. The PDF, GET
 * /api/invoice/:id/pdf, is a file, not the envelope: its route stays hand-written and the page links to it.
 */
const tags = ['invoices'];

export const invoicesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/invoice/list',
    tags,
    summary: '我的电子发票',
    query: invoiceListQuery,
    response: paged(invoiceView),
  }),
  query: defineEndpoint({
    method: 'GET',
    path: '/api/invoice/query',
    tags,
    summary: '发票查验（发票号码 + 校验码）',
    query: invoiceQuery,
    response: invoiceQueryResult,
  }),
};
