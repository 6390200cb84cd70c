import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { activityCentreQuery, activityDetail, activityIdParam, activitySummary, activityTap, activityTapQuery } from '../activities.js';

/** Activity pages for everyone (prices follow the viewer, as on every goods list). */
const tags = ['activities'];

export const activitiesEndpoints = {
  tap: defineEndpoint({
    method: 'GET',
    path: '/api/activity/tap',
    tags,
    summary: '活动链接：解析活动并计一次访问',
    query: activityTapQuery,
    response: activityTap,
  }),
  current: defineEndpoint({
    method: 'GET',
    path: '/api/activity/current',
    tags,
    summary: '进行中与即将开始的活动',
    response: z.array(activitySummary),
  }),
  centre: defineEndpoint({
    method: 'GET',
    path: '/api/activity/centre',
    tags,
    summary: '活动中心的活动（按给出的顺序）',
    query: activityCentreQuery,
    response: z.array(activitySummary),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/activity/:id',
    tags,
    summary: '活动页：横幅、商品与优惠券版块（未开始时只有时间）',
    params: activityIdParam,
    response: activityDetail,
  }),
};
