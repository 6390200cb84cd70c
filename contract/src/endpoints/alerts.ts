import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { alertGoodsIdParam, goodsAlertBody, goodsAlertIdParam, goodsAlertQuery, goodsAlertView, repriceBody, restockBody } from '../engagement.js';

/** 到货提醒 / 降价提醒 on the detail page. */
const tags = ['alerts'];

export const alertsEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/goods/alert',
    tags,
    summary: '我在该商品上的提醒',
    query: goodsAlertQuery,
    response: z.array(goodsAlertView),
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/goods/alert',
    tags,
    summary: '订阅到货提醒（kind 1）或降价提醒（kind 2，目标价）',
    body: goodsAlertBody,
    response: goodsAlertView,
  }),
  cancel: defineEndpoint({
    method: 'DELETE',
    path: '/api/goods/alert/:id',
    tags,
    summary: '取消提醒',
    params: goodsAlertIdParam,
    response: z.null(),
  }),
};

/** Operator: stock and price changes (the events the alerts wait for). */
const adminTags = ['admin'];

export const alertsConsoleEndpoints = {
  restock: defineEndpoint({
    method: 'POST',
    path: '/admin/api/goods/:id/stock',
    tags: adminTags,
    summary: '设置商品某仓库库存',
    params: alertGoodsIdParam,
    body: restockBody,
    response: z.null(),
  }),
  reprice: defineEndpoint({
    method: 'POST',
    path: '/admin/api/goods/:id/price',
    tags: adminTags,
    summary: '设置商品价格',
    params: alertGoodsIdParam,
    body: repriceBody,
    response: z.null(),
  }),
};
