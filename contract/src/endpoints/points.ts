import { defineEndpoint } from '../endpoint.js';
import { z } from 'zod';
import {
  awardPointsBody,
  exchangeBody,
  pointsGoodsDetail,
  pointsGoodsIdParam,
  pointsGoodsView,
  pointsLogItem,
  pointsLogQuery,
  pointsOrderIdParam,
  pointsOrdersQuery,
  pointsOrderView,
  pointsSummary,
  shipPointsOrderBody,
} from '../engagement.js';
import { paged } from '../envelope.js';
import { pagingQuery } from '../fields.js';

/**
 * Points (balance and log), the points mall (/jfsc, /jfsc/details) and points orders (/jfdd). The mall's goods are
 * open to guests (a member also sees its own exchanges).
 */
const tags = ['points'];

export const pointsEndpoints = {
  summary: defineEndpoint({ method: 'GET', path: '/api/user/points', tags, summary: '我的积分与积分规则', response: pointsSummary }),
  log: defineEndpoint({
    method: 'GET',
    path: '/api/user/points_log',
    tags,
    summary: '积分明细（每次变动一条）',
    query: pointsLogQuery,
    response: paged(pointsLogItem),
  }),
  exchange: defineEndpoint({
    method: 'POST',
    path: '/api/points/exchange',
    tags,
    summary: '积分兑换（扣积分与库存、生成积分订单）',
    body: exchangeBody,
    response: pointsOrderView,
  }),
  orders: defineEndpoint({
    method: 'GET',
    path: '/api/points/orders',
    tags,
    summary: '积分订单',
    query: pointsOrdersQuery,
    response: paged(pointsOrderView),
  }),
  order: defineEndpoint({
    method: 'GET',
    path: '/api/points/orders/:id',
    tags,
    summary: '积分订单详情',
    params: pointsOrderIdParam,
    response: pointsOrderView,
  }),
  goods: defineEndpoint({
    method: 'GET',
    path: '/api/points/goods',
    tags,
    summary: '积分商城商品',
    query: pagingQuery,
    response: paged(pointsGoodsView),
  }),
  goodsDetail: defineEndpoint({
    method: 'GET',
    path: '/api/points/goods/:id',
    tags,
    summary: '积分商品详情（登录后含已兑数量与我的积分）',
    params: pointsGoodsIdParam,
    response: pointsGoodsDetail,
  }),
};

/** The console's points orders (list, ship) and activity points (orders area). */
const consoleTags = ['admin'];

export const pointsConsoleEndpoints = {
  orders: defineEndpoint({
    method: 'GET',
    path: '/admin/api/points/orders',
    tags: consoleTags,
    summary: '积分订单列表（运营）',
    query: pointsOrdersQuery,
    response: paged(pointsOrderView),
  }),
  ship: defineEndpoint({
    method: 'POST',
    path: '/admin/api/points/orders/:id/ship',
    tags: consoleTags,
    summary: '积分订单发货',
    params: pointsOrderIdParam,
    body: shipPointsOrderBody,
    response: pointsOrderView,
  }),
  award: defineEndpoint({
    method: 'POST',
    path: '/admin/api/points/award',
    tags: consoleTags,
    summary: '发放活动积分（同一活动标识只发一次）',
    body: awardPointsBody,
    response: z.object({ points: z.number() }),
  }),
};
