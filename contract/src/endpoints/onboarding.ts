import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  adminMerchantApplicationPage,
  adminMerchantApplicationsQuery,
  merchantApplicationIdParam,
  merchantApplicationView,
  merchantApplyBody,
  merchantReviewBody,
} from '../onboarding.js';

/** /help/us/sjrz: apply (signed in, licences uploaded first) and follow one's applications. */
const tags = ['onboarding'];

export const onboardingEndpoints = {
  apply: defineEndpoint({
    method: 'POST',
    path: '/api/merchant/apply',
    tags,
    summary: '提交商家入驻申请（企业信息与资质文件）',
    body: merchantApplyBody,
    response: merchantApplicationView,
  }),
  mine: defineEndpoint({ method: 'GET', path: '/api/merchant/apply', tags, summary: '我的入驻申请', response: z.array(merchantApplicationView) }),
};

/** Operator: the applications and the decision (the applicant is told in /wdxx). */
const adminTags = ['admin'];

export const onboardingConsoleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/api/merchant-applications',
    tags: adminTags,
    summary: '商家入驻申请列表',
    query: adminMerchantApplicationsQuery,
    response: adminMerchantApplicationPage,
  }),
  review: defineEndpoint({
    method: 'POST',
    path: '/admin/api/merchant-applications/:id/review',
    tags: adminTags,
    summary: '审核入驻申请（approve 1 通过，0 驳回并说明原因）',
    params: merchantApplicationIdParam,
    body: merchantReviewBody,
    response: merchantApplicationView,
  }),
};
