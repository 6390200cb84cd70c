import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/** Finance area: the maker-checker queue (a second account approves or rejects; the maker may withdraw). (contract endpoints.moneyApprovalsConsole) */
export const moneyApprovalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moneyApprovals } = app.services;
  const e = endpoints.moneyApprovalsConsole;

  route(app, e.list, async (req) => ok(await moneyApprovals.list(req.query)));
  route(app, e.counts, async () => ok(await moneyApprovals.pendingCount()));
  route(app, e.limits, async () => ok(await moneyApprovals.limits()));
  route(app, e.approve, async (req) =>
    ok(unwrap(await moneyApprovals.approve(operatorActor(req.operator), req.params.id, req.body.note)), '已审批通过，已生效'),
  );
  route(app, e.reject, async (req) => {
    const r = unwrap(await moneyApprovals.reject(operatorActor(req.operator), req.params.id, req.body.reason));
    return ok(r, r.status === 'withdrawn' ? '已撤回' : '已驳回');
  });
};

/** System area (超级管理员): the thresholds themselves, so the accounts they bind cannot move them. */
export const approvalLimitsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moneyApprovals } = app.services;

  route(app, endpoints.moneyApprovalsConsole.setLimits, async (req) =>
    ok(await moneyApprovals.setLimits(operatorActor(req.operator), req.body), '审批阈值已保存'),
  );
};
