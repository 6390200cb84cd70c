import { defineEndpoint } from '../endpoint.js';
import {
  feedbackBody,
  feedbackPage,
  feedbackQuery,
  feedbackView,
  wantedBody,
  wantedDetail,
  wantedIdParam,
  wantedPage,
  wantedQuery,
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
