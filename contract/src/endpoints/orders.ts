import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { addToCartResult } from '../cart.js';
import { paged } from '../envelope.js';
import {
  afterSaleBody,
  afterSaleView,
  buyAgainBody,
  cancelOrderBody,
  fastBuyItem,
  fastBuyQuery,
  orderCounts,
  orderDetail,
  orderIdParam,
  orderListQuery,
  orderSummary,
  purchaseRecords,
  purchaseRecordsQuery,
} from '../orders.js';

/** Order centre (/order): every call is the signed-in member's own orders; another member's id is "not found". */
const tags = ['orders'];
const params = orderIdParam;
const fastBuySummary = '常购商品（次数、最近价格与数量）';

export const ordersEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/order/list',
    tags,
    summary: '订单列表（状态、订单号或商品搜索、分页）',
    query: orderListQuery,
    response: paged(orderSummary),
  }),
  counts: defineEndpoint({ method: 'GET', path: '/api/order/counts', tags, summary: '各状态订单数', response: orderCounts }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/order/info/:id',
    tags,
    summary: '订单详情（商品批号效期、支付、发票、收货地址、物流）',
    params,
    response: orderDetail,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/order/:id/cancel',
    tags,
    summary: '取消待付款订单（释放库存与优惠券）',
    params,
    body: cancelOrderBody,
    response: z.null(),
  }),
  receive: defineEndpoint({ method: 'POST', path: '/api/order/:id/receive', tags, summary: '确认收货', params, response: z.null() }),
  rebuy: defineEndpoint({
    method: 'POST',
    path: '/api/order/:id/rebuy',
    tags,
    summary: '再次购买（订单商品加入购物车）',
    params,
    response: addToCartResult,
  }),
  requestAfterSale: defineEndpoint({
    method: 'POST',
    path: '/api/order/:id/after_sale',
    tags,
    summary: '申请退货退款或售后（原因、数量、照片）',
    params,
    body: afterSaleBody,
    response: afterSaleView,
  }),
  afterSale: defineEndpoint({ method: 'GET', path: '/api/order/after_sale/:id', tags, summary: '售后申请详情', params, response: afterSaleView }),
  afterSales: defineEndpoint({
    method: 'GET',
    path: '/api/order/after_sales',
    tags,
    summary: '我的退款/售后申请',
    response: z.array(afterSaleView),
  }),
  /** Quick purchase (/kjcg) under /api/user: goods bought often (by times or the most recent), and putting them back. */
  fastBuy: defineEndpoint({
    method: 'GET',
    path: '/api/user/fast_buy',
    tags,
    summary: fastBuySummary,
    query: fastBuyQuery,
    response: paged(fastBuyItem),
  }),
  /** The spec's other name of the list, always the most recent first. */
  recentBuys: defineEndpoint({
    method: 'GET',
    path: '/api/user/buy',
    tags,
    summary: fastBuySummary,
    query: fastBuyQuery,
    response: paged(fastBuyItem),
  }),
  buyAgain: defineEndpoint({
    method: 'POST',
    path: '/api/user/buy',
    tags,
    summary: '常购商品一键加入购物车（按最近购买数量）',
    body: buyAgainBody,
    response: addToCartResult,
  }),
  /** Purchase records on a goods' detail page (public, buyers masked). */
  purchaseRecords: defineEndpoint({
    method: 'GET',
    path: '/api/goods/cgjl',
    tags,
    summary: '商品采购记录（采购商脱敏）',
    query: purchaseRecordsQuery,
    response: purchaseRecords,
  }),
};
