import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  idParamOf,
  licenceBoardPage,
  licenceBoardQuery,
  memberDisableBody,
  memberDisabledResult,
  memberEnableBody,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorActor } from './admin.service.js';

/** Members area: the licence expiry board, and disabling or re-enabling an account. */
export const memberStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  const tags = ['admin'];
  const memberParams = idParamOf('会员');

  app.get(
    '/members/licences',
    {
      schema: {
        tags,
        summary: '资质效期看板：已过期、即将到期（默认30天内）的会员证照',
        querystring: licenceBoardQuery,
        response: { 200: envelope(licenceBoardPage) },
      },
    },
    async (req) => ok(await admin.licenceBoard(req.query)),
  );

  app.post(
    '/members/:id/disable',
    {
      schema: {
        tags,
        summary: '停用会员账号（不能登录，已登录的会话全部失效；会员收到站内信）',
        params: memberParams,
        body: memberDisableBody,
        response: { 200: envelope(memberDisabledResult) },
      },
    },
    async (req) => ok(unwrap(await admin.setDisabled(operatorActor(req.operator), req.params.id, true, req.body.reason)), '账号已停用'),
  );

  app.post(
    '/members/:id/enable',
    {
      schema: { tags, summary: '恢复会员账号', params: memberParams, body: memberEnableBody, response: { 200: envelope(memberDisabledResult) } },
    },
    async (req) => ok(unwrap(await admin.setDisabled(operatorActor(req.operator), req.params.id, false, req.body.reason)), '账号已恢复'),
  );
};
