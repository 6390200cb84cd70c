import { z } from 'zod';
import { defineEndpoint, FILE_TYPE } from '../endpoint.js';
import { paged } from '../envelope.js';
import { gspSalesExportQuery, gspSalesPage, gspSalesQuery } from '../gsp-records.js';
import { invoiceReissueBody, invoiceView } from '../invoices.js';
import { idParamOf } from '../member-fields.js';
import { merchantOrdersQuery } from '../merchant.js';
import {
  adminAfterSalesQuery,
  adminOrderCounts,
  adminOrderDetail,
  adminOrderSummary,
  adminOrdersQuery,
  afterSaleView,
  decideAfterSaleBody,
  orderIdParam,
  refundBody,
  shipOrderBody,
} from '../orders.js';
import { MERCHANT, PLATFORM, type AudienceKind, type ConsoleAudience } from './audience.js';

const invoiceOrderParams = idParamOf('订单');

/**
 * The order queue for the platform (orders area, every shop) and a merchant (订单: its own shop's orders, 财务 reads):
 * list, counts, one, ship (partial by line), after-sales and their decisions; then refunds (the platform's in the
 * finance area) and an order's e-invoices; a 随货同行单 and an invoice's PDF are files.
 */
const orders = <K extends AudienceKind>({ root, tags, pick }: ConsoleAudience<K>) => ({
  list: defineEndpoint({
    method: 'GET',
    path: `${root}/orders`,
    tags,
    summary: pick('订单列表（运营）：按状态、店铺、订单号或买家筛选', '本店铺订单：按状态、订单号或买家筛选'),
    query: pick(adminOrdersQuery, merchantOrdersQuery),
    response: paged(adminOrderSummary),
  }),
  counts: defineEndpoint({
    method: 'GET',
    path: `${root}/orders/counts`,
    tags,
    summary: pick('各状态订单数与待审核售后数（订单队列标签）', '本店铺各状态订单数与待审核售后数'),
    response: adminOrderCounts,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${root}/orders/:id`,
    tags,
    summary: pick('订单详情（运营，含买家）', '本店铺订单详情（含买家与收货信息）'),
    params: orderIdParam,
    response: adminOrderDetail,
  }),
  deliveryNote: defineEndpoint({
    method: 'GET',
    path: `${root}/shipments/:id/delivery_note`,
    tags,
    summary: '打印随货同行单（每次发货一张，PDF）',
    params: idParamOf('发货记录'),
    answers: 'file',
    types: [FILE_TYPE.pdf],
  }),
  ship: defineEndpoint({
    method: 'POST',
    path: `${root}/orders/:id/ship`,
    tags,
    summary: '发货（物流公司、运单号；可按行部分发货）',
    params: orderIdParam,
    body: shipOrderBody,
    response: z.object({ complete: z.boolean() }),
  }),
  afterSales: defineEndpoint({
    method: 'GET',
    path: `${root}/after_sales`,
    tags,
    summary: pick('售后申请列表（运营）', '本店铺售后申请'),
    query: adminAfterSalesQuery,
    response: z.array(afterSaleView),
  }),
  decideAfterSale: defineEndpoint({
    method: 'POST',
    path: `${root}/after_sales/:id/decide`,
    tags,
    summary: pick('审核售后申请（少发、错发、质检报告、首营资料；退货退款与仅退款由财务审核）', '审核售后申请（同意并退款，或拒绝）'),
    params: pick(orderIdParam, idParamOf('售后申请')),
    body: decideAfterSaleBody,
    response: z.null(),
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: `${root}/orders/:id/refund`,
    tags,
    summary: '退款（原路退回，不超过已付金额）',
    params: orderIdParam,
    body: refundBody,
    response: z.null(),
  }),
  invoices: defineEndpoint({
    method: 'GET',
    path: `${root}/orders/:id/invoices`,
    tags,
    summary: pick('订单的电子发票（含已作废）', '本店铺订单的电子发票（含已作废）'),
    params: invoiceOrderParams,
    response: z.array(invoiceView),
  }),
  reissueInvoice: defineEndpoint({
    method: 'POST',
    path: `${root}/orders/:id/invoices`,
    tags,
    summary: pick('开具或重开电子发票（原发票红冲作废，按当前实付净额重开）', '开具或重开本店铺订单的电子发票（原发票红冲作废，按当前实付净额重开）'),
    params: invoiceOrderParams,
    body: invoiceReissueBody,
    response: z.array(invoiceView),
  }),
  invoicePdf: defineEndpoint({
    method: 'GET',
    path: `${root}/invoices/:id/pdf`,
    tags,
    summary: pick('电子发票 PDF', '本店铺电子发票 PDF'),
    params: idParamOf('发票'),
    answers: 'file',
    types: [FILE_TYPE.pdf],
  }),
});

export const ordersConsoleEndpoints = {
  ...orders(PLATFORM),
  /** A 退货退款 / 仅退款 request decided in the finance area (the others are the orders area's decideAfterSale). */
  refundAfterSale: defineEndpoint({
    method: 'POST',
    path: '/admin/api/after_sales/:id/refund',
    tags: PLATFORM.tags,
    summary: '审核退货退款、仅退款的售后申请（同意并原路退款，或拒绝）',
    params: orderIdParam,
    body: decideAfterSaleBody,
    response: z.null(),
  }),
};
export const ordersMerchantEndpoints = orders(MERCHANT);

/** GSP 销售记录 in the console (orders area): search and export (an Excel file). */
export const gspRecordsEndpoints = {
  sales: defineEndpoint({
    method: 'GET',
    path: '/admin/api/gsp/sales',
    tags: PLATFORM.tags,
    summary: 'GSP药品销售记录：按日期、商品、批号、购货单位查询（只读，不可修改或删除）',
    query: gspSalesQuery,
    response: gspSalesPage,
  }),
  salesExport: defineEndpoint({
    method: 'GET',
    path: '/admin/api/gsp/sales/export',
    tags: PLATFORM.tags,
    summary: '导出GSP药品销售记录（.xlsx，全部法定栏目）',
    query: gspSalesExportQuery,
    answers: 'file',
    types: [FILE_TYPE.xlsx],
  }),
};
