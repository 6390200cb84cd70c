import { defineEndpoint } from '../endpoint.js';
import {
  groupBuyDetail,
  groupBuyIdParam,
  groupBuyListQuery,
  groupBuyPage,
  joinGroupBuyBody,
  joinGroupBuyResult,
  myGroupBuyPage,
  myGroupBuysQuery,
} from '../groupbuy.js';

/**
 * /ptzq: running campaigns and one campaign, open to guests (prices follow the viewer); joining and the member's own
 * group buys. Joining commits to an order when the group forms: it needs the e-contract.
 */
const tags = ['groupbuy'];

export const groupbuyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/groupbuy',
    tags,
    summary: '拼团专区：进行中的拼团活动及其未满的团',
    query: groupBuyListQuery,
    response: groupBuyPage,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/groupbuy/:id',
    tags,
    summary: '拼团活动详情',
    params: groupBuyIdParam,
    response: groupBuyDetail,
  }),
  join: defineEndpoint({
    method: 'POST',
    path: '/api/groupbuy/join',
    tags,
    summary: '参团或发起拼团（不预占库存、不扣款；成团时按拼团价生成待付款订单）',
    body: joinGroupBuyBody,
    response: joinGroupBuyResult,
  }),
  mine: defineEndpoint({ method: 'GET', path: '/api/groupbuy/mine', tags, summary: '我的拼团', query: myGroupBuysQuery, response: myGroupBuyPage }),
};
