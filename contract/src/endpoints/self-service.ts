import { defineEndpoint } from '../endpoint.js';
import {
  adminFeedbackPage,
  adminFeedbackQuery,
  adminWantedPage,
  feedbackBody,
  feedbackIdParam,
  feedbackPage,
  feedbackQuery,
  feedbackReplyBody,
  feedbackView,
  wantedBody,
  wantedDetail,
  wantedIdParam,
  wantedPage,
  wantedQuery,
  wantedReplyBody,
  wantedView,
} from '../self-service.js';

/** /pzqg, /pzqg/add, /pzqg/info: the member's wanted-variety requests (品种求购). */
const wantedTags = ['wanted'];

export const wantedEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/pzqg', tags: wantedTags, summary: '我的品种求购', query: wantedQuery, response: wantedPage }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/pzqg',
    tags: wantedTags,
    summary: '提交品种求购（名称、规格、厂家、数量、期望单价）',
    body: wantedBody,
    response: wantedView,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/pzqg/:id',
    tags: wantedTags,
    summary: '求购详情（含运营关联的商品）',
    params: wantedIdParam,
    response: wantedDetail,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/pzqg/:id/cancel',
    tags: wantedTags,
    summary: '撤销待处理的求购',
    params: wantedIdParam,
    response: wantedView,
  }),
};

/** /yjfk: POST /api/user/feedback (spec §7) and the member's own feedback with the replies. */
const feedbackTags = ['feedback'];

export const feedbackEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/user/feedback',
    tags: feedbackTags,
    summary: '提交意见反馈（类型、内容、最多4张图片、联系方式）',
    body: feedbackBody,
    response: feedbackView,
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/user/feedback',
    tags: feedbackTags,
    summary: '我的意见反馈与回复',
    query: feedbackQuery,
    response: feedbackPage,
  }),
};

/** The console's service area: the 求购 queue and its answers (the member is told in /wdxx). */
const adminTags = ['admin'];

export const wantedConsoleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/api/wanted',
    tags: adminTags,
    summary: '品种求购列表',
    query: wantedQuery,
    response: adminWantedPage,
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/admin/api/wanted/:id/reply',
    tags: adminTags,
    summary: '答复求购：status 1 找到货源（关联商品），2 暂无货源',
    params: wantedIdParam,
    body: wantedReplyBody,
    response: wantedView,
  }),
};

/** The console's service area: the feedback queue and replies. */
export const feedbackConsoleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/api/feedback',
    tags: adminTags,
    summary: '意见反馈列表（status 0 待回复，1 已回复）',
    query: adminFeedbackQuery,
    response: adminFeedbackPage,
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/admin/api/feedback/:id/reply',
    tags: adminTags,
    summary: '回复意见反馈（会员在我的消息中收到）',
    params: feedbackIdParam,
    body: feedbackReplyBody,
    response: feedbackView,
  }),
};
