import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditPage,
  auditQuery,
  createOperatorBody,
  envelope,
  idParamOf,
  operatorAccount,
  operatorAccountList,
  resetOperatorPasswordBody,
  updateOperatorBody,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from './admin.service.js';

/** The console's system area: operator accounts and roles (超级管理员 changes them) and the audit trail. */
export const operatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin, operators } = app.services;
  const tags = ['admin'];
  const params = idParamOf('运营账号');

  app.get('/operators', { schema: { tags, summary: '运营账号列表', response: { 200: envelope(operatorAccountList) } } }, async () => {
    return ok(await operators.list(null));
  });

  app.post(
    '/operators',
    {
      schema: {
        tags,
        summary: '新建运营账号（登录名、姓名、角色、初始密码）',
        body: createOperatorBody,
        response: { 200: envelope(operatorAccount) },
      },
    },
    async (req) => {
      return ok(unwrap(await operators.create(operatorActor(operatorOf(req)), null, req.body)), '已创建');
    },
  );

  app.post(
    '/operators/:id',
    { schema: { tags, summary: '修改运营账号（姓名、角色、启用）', params, body: updateOperatorBody, response: { 200: envelope(operatorAccount) } } },
    async (req) => {
      return ok(unwrap(await operators.update(operatorActor(operatorOf(req)), null, req.params.id, req.body)), '已保存');
    },
  );

  app.post(
    '/operators/:id/password',
    {
      schema: {
        tags,
        summary: '重置运营账号密码（该账号的登录全部失效）',
        params,
        body: resetOperatorPasswordBody,
        response: { 200: envelope(operatorAccount) },
      },
    },
    async (req) => {
      return ok(unwrap(await operators.resetPassword(operatorActor(operatorOf(req)), null, req.params.id, req.body.password)), '密码已重置');
    },
  );

  app.get(
    '/audit',
    { schema: { tags, summary: '操作日志（谁、何时、做了什么，修改前后）', querystring: auditQuery, response: { 200: envelope(auditPage) } } },
    async (req) => {
      return ok(await admin.audit(req.query));
    },
  );

  app.post(
    '/operators/:id/totp/reset',
    {
      schema: {
        tags,
        summary: '清除运营账号的双重验证（手机丢失时；之后凭密码登录并可重新开启）',
        params,
        response: { 200: envelope(z.object({ totp: z.boolean() })) },
      },
    },
    async (req) => ok(unwrap(await app.services.operatorTotp.reset(operatorActor(operatorOf(req)), req.params.id)), '已清除双重验证'),
  );
};
