import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approvalLimitsBody,
  approvalLimitsView,
  approveMoneyBody,
  envelope,
  idParamOf,
  moneyApprovalCounts,
  moneyApprovalsQuery,
  moneyApprovalView,
  paged,
  rejectMoneyBody,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorActor } from '../../shared/actor.js';

/** Finance area: the maker-checker queue (a second account approves or rejects; the maker may withdraw). */
export const moneyApprovalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moneyApprovals } = app.services;
  const tags = ['admin'];
  const params = idParamOf('审批申请');

  app.get(
    '/finance/approvals',
    {
      schema: {
        tags,
        summary: '资金审批：待审批与已处理的余额调整、账期额度申请',
        querystring: moneyApprovalsQuery,
        response: { 200: envelope(paged(moneyApprovalView)) },
      },
    },
    async (req) => ok(await moneyApprovals.list(req.query)),
  );

  app.get(
    '/finance/approvals/counts',
    { schema: { tags, summary: '待审批的资金申请数', response: { 200: envelope(moneyApprovalCounts) } } },
    async () => ok(await moneyApprovals.pendingCount()),
  );

  app.get(
    '/finance/approval-limits',
    { schema: { tags, summary: '资金审批阈值（超过即需第二人审批）', response: { 200: envelope(approvalLimitsView) } } },
    async () => ok(await moneyApprovals.limits()),
  );

  app.post(
    '/finance/approvals/:id/approve',
    {
      schema: {
        tags,
        summary: '审批通过（另一位有财务权限的账号；通过即入账，仅一次）',
        params,
        body: approveMoneyBody,
        response: { 200: envelope(moneyApprovalView) },
      },
    },
    async (req) => ok(unwrap(await moneyApprovals.approve(operatorActor(req.operator), req.params.id, req.body.note)), '已审批通过，已生效'),
  );

  app.post(
    '/finance/approvals/:id/reject',
    {
      schema: {
        tags,
        summary: '驳回申请（提交人本人为撤回）',
        params,
        body: rejectMoneyBody,
        response: { 200: envelope(moneyApprovalView) },
      },
    },
    async (req) => {
      const r = unwrap(await moneyApprovals.reject(operatorActor(req.operator), req.params.id, req.body.reason));
      return ok(r, r.status === 'withdrawn' ? '已撤回' : '已驳回');
    },
  );
};

/** System area (超级管理员): the thresholds themselves, so the accounts they bind cannot move them. */
export const approvalLimitsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moneyApprovals } = app.services;

  app.post(
    '/finance/approval-limits',
    {
      schema: {
        tags: ['admin'],
        summary: '设置资金审批阈值（超级管理员）',
        body: approvalLimitsBody,
        response: { 200: envelope(approvalLimitsView) },
      },
    },
    async (req) => ok(await moneyApprovals.setLimits(operatorActor(req.operator), req.body), '审批阈值已保存'),
  );
};
