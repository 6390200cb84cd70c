import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { paged } from '../envelope.js';
import { pagingQuery } from '../fields.js';
import { activityBody, activityIdParam, activitySummary, adminActivityList, adminActivityView } from '../activities.js';
import { drawAdminRow, drawIdParam, drawPrizeAdminView, drawPrizeIdParam, drawPrizeUpdateBody } from '../engagement.js';
import { groupBuyAdminView, groupBuyCampaignBody, groupBuyIdParam } from '../groupbuy.js';

/** The platform's promotions area beyond the price rules: 抽奖, 拼团 and activity pages (operators only). */
const tags = ['admin'];

/** 抽奖 in the console: the activities, and each prize's weight and stock. */
export const lotteryConsoleEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/admin/api/draws', tags, summary: '抽奖活动列表（运营）', response: z.array(drawAdminRow) }),
  prizes: defineEndpoint({
    method: 'GET',
    path: '/admin/api/draw/:id/prizes',
    tags,
    summary: '抽奖活动的奖品（运营）',
    params: drawIdParam,
    response: z.array(drawPrizeAdminView),
  }),
  setPrize: defineEndpoint({
    method: 'POST',
    path: '/admin/api/draw/prizes/:id',
    tags,
    summary: '设置奖品中奖权重与库存',
    params: drawPrizeIdParam,
    body: drawPrizeUpdateBody,
    response: z.null(),
  }),
};

/** 拼团 campaigns in the console. */
export const groupBuyConsoleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/api/groupbuy',
    tags,
    summary: '拼团活动列表（运营）',
    query: pagingQuery,
    response: paged(groupBuyAdminView),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/api/groupbuy',
    tags,
    summary: '新建拼团活动',
    body: groupBuyCampaignBody,
    response: groupBuyAdminView,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/groupbuy/:id',
    tags,
    summary: '修改拼团活动',
    params: groupBuyIdParam,
    body: groupBuyCampaignBody,
    response: groupBuyAdminView,
  }),
  end: defineEndpoint({
    method: 'POST',
    path: '/admin/api/groupbuy/:id/end',
    tags,
    summary: '结束拼团活动（未成团的团立即失败，不收取任何费用）',
    params: groupBuyIdParam,
    response: groupBuyAdminView,
  }),
};

/** Activity pages (专题活动) in the console: each with its sections, replaced whole on save. */
export const activitiesConsoleEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/admin/api/activities', tags, summary: '活动列表', response: adminActivityList }),
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/api/activities/:id',
    tags,
    summary: '活动详情（编辑用，含版块内商品和优惠券名称）',
    params: activityIdParam,
    response: adminActivityView,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/api/activities',
    tags,
    summary: '新建活动（含版块）',
    body: activityBody,
    response: activitySummary,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/api/activities/:id',
    tags,
    summary: '修改活动（版块整体替换）',
    params: activityIdParam,
    body: activityBody,
    response: activitySummary,
  }),
};
