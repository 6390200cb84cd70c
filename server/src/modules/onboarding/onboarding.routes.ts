import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOrigin } from '../../core/http/public-origin.js';
import {
  adminMerchantApplicationPage,
  adminMerchantApplicationsQuery,
  envelope,
  merchantApplicationIdParam,
  merchantApplicationView,
  merchantApplyBody,
  merchantReviewBody,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';

/** /help/us/sjrz: apply (signed in, licences uploaded first) and follow one's applications. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { onboarding } = app.services;
  const tags = ['onboarding'];

  app.post(
    '/merchant/apply',
    {
      schema: {
        tags,
        summary: '提交商家入驻申请（企业信息与资质文件）',
        body: merchantApplyBody,
        response: { 200: envelope(merchantApplicationView) },
      },
    },
    async (req) => ok(unwrap(await onboarding.apply(req.member.memberId, req.body)), '申请已提交，我们将在 3 个工作日内完成审核'),
  );

  app.get(
    '/merchant/apply',
    { schema: { tags, summary: '我的入驻申请', response: { 200: envelope(z.array(merchantApplicationView)) } } },
    async (req) => ok(await onboarding.mine(req.member.memberId)),
  );
};

/** Operator: the applications and the decision (the applicant is told in /wdxx). */
export const onboardingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { onboarding } = app.services;
  const tags = ['admin'];

  app.get(
    '/merchant-applications',
    {
      schema: {
        tags,
        summary: '商家入驻申请列表',
        querystring: adminMerchantApplicationsQuery,
        response: { 200: envelope(adminMerchantApplicationPage) },
      },
    },
    async (req) => ok(await onboarding.page(req.query)),
  );

  app.post(
    '/merchant-applications/:id/review',
    {
      schema: {
        tags,
        summary: '审核入驻申请（approve 1 通过，0 驳回并说明原因）',
        params: merchantApplicationIdParam,
        body: merchantReviewBody,
        response: { 200: envelope(merchantApplicationView) },
      },
    },
    async (req) => ok(unwrap(await onboarding.review(req.operator, req.params.id, req.body, publicOrigin(req))), '审核完成'),
  );
};
