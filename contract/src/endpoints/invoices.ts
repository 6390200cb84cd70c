import { defineEndpoint, FILE_TYPE } from '../endpoint.js';
import { paged } from '../envelope.js';
import { invoiceListQuery, invoiceQuery, invoiceQueryResult, invoiceView } from '../invoices.js';
import { idParamOf } from '../member-fields.js';

/**
 * E-invoices (/dzfp): the member's list and an invoice's PDF (a file: the page links to it), and the public 发票查验 by
 * number and check code.
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
  pdf: defineEndpoint({
    method: 'GET',
    path: '/api/invoice/:id/pdf',
    tags,
    summary: '下载电子发票 PDF',
    params: idParamOf('发票'),
    answers: 'file',
    types: [FILE_TYPE.pdf],
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
