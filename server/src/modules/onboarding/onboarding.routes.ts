import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { publicOrigin } from '../../core/http/public-origin.js';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** /help/us/sjrz: apply (signed in, licences uploaded first) and follow one's applications (contract endpoints.onboarding). */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { onboarding } = app.services;
  const e = endpoints.onboarding;

  route(app, e.apply, async (req) => ok(unwrap(await onboarding.apply(req.member.memberId, req.body)), '申请已提交，我们将在 3 个工作日内完成审核'));
  route(app, e.mine, async (req) => ok(await onboarding.mine(req.member.memberId)));
};

/** Operator: the applications and the decision (the applicant is told in /wdxx; contract endpoints.onboardingConsole). */
export const onboardingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { onboarding } = app.services;
  const e = endpoints.onboardingConsole;

  route(app, e.list, async (req) => ok(await onboarding.page(req.query)));
  route(app, e.review, async (req) => ok(unwrap(await onboarding.review(req.operator, req.params.id, req.body, publicOrigin(req))), '审核完成'));
};
