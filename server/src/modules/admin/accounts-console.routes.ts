import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOperatorBody,
  createStaffBody,
  envelope,
  idParamOf,
  merchantStaffList,
  operatorAccount,
  operatorAccountList,
  resetOperatorPasswordBody,
  updateOperatorBody,
  updateStaffBody,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { operatorActor } from './admin.service.js';

/**
 * Console accounts and their roles: the platform's operators (system area, 超级管理员 changes them; accounts without
 * a shop) and a shop's staff (员工, 店铺管理员: its own shop's accounts; another shop's is not found).
 */
export const accountsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { operators } = app.services;
    const tags = at.tags;
    const base = at.pick('/operators', '/merchant/staff');
    const params = idParamOf(at.pick('运营账号', '员工账号'));
    /** Whose accounts: the platform's (no shop) or the merchant's shop's. */
    const shopOf = (req: Parameters<typeof at.shop>[0]) => at.shop(req) ?? null;
    const actor = (req: FastifyRequest) => operatorActor(req.operator);

    app.get(
      base,
      {
        schema: {
          tags,
          summary: at.pick('运营账号列表', '本店铺员工账号'),
          response: { 200: envelope(at.pick(operatorAccountList, merchantStaffList)) },
        },
      },
      async (req) => ok(await operators.list(shopOf(req))),
    );

    app.post(
      base,
      {
        schema: {
          tags,
          summary: at.pick('新建运营账号（登录名、姓名、角色、初始密码）', '新建员工账号（登录名、姓名、角色、初始密码）'),
          body: at.pick(createOperatorBody, createStaffBody),
          response: { 200: envelope(operatorAccount) },
        },
      },
      async (req) => ok(unwrap(await operators.create(actor(req), shopOf(req), req.body)), '已创建'),
    );

    app.post(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: at.pick('修改运营账号（姓名、角色、启用）', '修改员工账号（姓名、角色、启用）'),
          params,
          body: at.pick(updateOperatorBody, updateStaffBody),
          response: { 200: envelope(operatorAccount) },
        },
      },
      async (req) => ok(unwrap(await operators.update(actor(req), shopOf(req), req.params.id, req.body)), '已保存'),
    );

    app.post(
      `${base}/:id/password`,
      {
        schema: {
          tags,
          summary: at.pick('重置运营账号密码（该账号的登录全部失效）', '重置员工密码（该账号的登录全部失效）'),
          params,
          body: resetOperatorPasswordBody,
          response: { 200: envelope(operatorAccount) },
        },
      },
      async (req) => ok(unwrap(await operators.resetPassword(actor(req), shopOf(req), req.params.id, req.body.password)), '密码已重置'),
    );
  };
  return routes;
});
