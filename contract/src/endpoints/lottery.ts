import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  drawActivityView,
  drawAdView,
  drawIdParam,
  drawIdQuery,
  drawLatestView,
  drawRecordView,
  drawResultView,
  drawSimpleView,
} from '../engagement.js';
import { paged } from '../envelope.js';
import { pagingQuery } from '../fields.js';

/**
 * Lottery calls of spec §7. The draw itself changes prizes, stock and balances, so it is a POST (the CSRF origin
 * check covers it); the spec's reads stay GETs. The activity, latest winners and ads are open to guests.
 */
const tags = ['lottery'];

export const lotteryEndpoints = {
  simple: defineEndpoint({
    method: 'GET',
    path: '/api/draw/simple',
    tags,
    summary: '抽奖弹窗：是否已参与（is_join）与剩余次数',
    query: drawIdQuery,
    response: drawSimpleView,
  }),
  draw: defineEndpoint({
    method: 'POST',
    path: '/api/draw',
    tags,
    summary: '抽奖一次（服务端决定奖品、库存与次数）',
    query: drawIdQuery,
    response: drawResultView,
  }),
  records: defineEndpoint({
    method: 'GET',
    path: '/api/draw/record',
    tags,
    summary: '我的抽奖记录',
    query: pagingQuery,
    response: paged(drawRecordView),
  }),
  activity: defineEndpoint({
    method: 'GET',
    path: '/api/draw/:id/activity',
    tags,
    summary: '抽奖活动与奖品',
    params: drawIdParam,
    response: drawActivityView,
  }),
  latest: defineEndpoint({
    method: 'GET',
    path: '/api/draw/new_record',
    tags,
    summary: '最新中奖名单',
    query: drawIdQuery,
    response: z.array(drawLatestView),
  }),
  ads: defineEndpoint({ method: 'GET', path: '/api/draw/ads', tags, summary: '抽奖弹窗广告', response: z.array(drawAdView) }),
};
