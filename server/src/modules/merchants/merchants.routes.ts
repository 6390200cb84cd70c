import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createStaffBody,
  envelope,
  idParamOf,
  merchantShopView,
  merchantStaffList,
  operatorAccount,
  resetOperatorPasswordBody,
  shopInvoicingBody,
  shopSettingsBody,
  updateStaffBody,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { merchantShopOf, operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from '../admin/admin.service.js';

/** 店铺 (every merchant role reads it): the shop the account works in. */
export const merchantShopRoutes: FastifyPluginAsyncZod = async (app) => {
  const { merchants } = app.services;
  const tags = ['merchant'];

  app.get(
    '/merchant/shop',
    { schema: { tags, summary: '本店铺信息与入驻时核验的证照', response: { 200: envelope(merchantShopView) } } },
    async (req) => {
      return ok(unwrap(await merchants.shop(merchantShopOf(req))));
    },
  );

  app.post(
    '/merchant/shop',
    {
      schema: {
        tags,
        summary: '店铺设置（店铺管理员）：起订金额、运费与包邮门槛、配送区域、营业时间、公告、简介、logo与横幅',
        body: shopSettingsBody,
        response: { 200: envelope(merchantShopView) },
      },
    },
    async (req) => ok(unwrap(await merchants.saveSettings(operatorActor(operatorOf(req)), merchantShopOf(req), req.body)), '已保存'),
  );

  app.post(
    '/merchant/shop/invoicing',
    {
      schema: {
        tags,
        summary: '开票信息（店铺管理员）：电子发票上销售方的地址电话、开户行及账号与开票人，此后开具的发票生效',
        body: shopInvoicingBody,
        response: { 200: envelope(merchantShopView) },
      },
    },
    async (req) => ok(unwrap(await merchants.saveInvoicing(operatorActor(operatorOf(req)), merchantShopOf(req), req.body)), '开票信息已保存'),
  );
};

/** 员工 (店铺管理员): the shop's own accounts and roles; another shop's account is not found. */
export const merchantStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operators } = app.services;
  const tags = ['merchant'];
  const params = idParamOf('员工账号');

  app.get('/merchant/staff', { schema: { tags, summary: '本店铺员工账号', response: { 200: envelope(merchantStaffList) } } }, async (req) => {
    return ok(await operators.list(merchantShopOf(req)));
  });

  app.post(
    '/merchant/staff',
    {
      schema: { tags, summary: '新建员工账号（登录名、姓名、角色、初始密码）', body: createStaffBody, response: { 200: envelope(operatorAccount) } },
    },
    async (req) => ok(unwrap(await operators.create(operatorActor(operatorOf(req)), merchantShopOf(req), req.body)), '已创建'),
  );

  app.post(
    '/merchant/staff/:id',
    { schema: { tags, summary: '修改员工账号（姓名、角色、启用）', params, body: updateStaffBody, response: { 200: envelope(operatorAccount) } } },
    async (req) => ok(unwrap(await operators.update(operatorActor(operatorOf(req)), merchantShopOf(req), req.params.id, req.body)), '已保存'),
  );

  app.post(
    '/merchant/staff/:id/password',
    {
      schema: {
        tags,
        summary: '重置员工密码（该账号的登录全部失效）',
        params,
        body: resetOperatorPasswordBody,
        response: { 200: envelope(operatorAccount) },
      },
    },
    async (req) =>
      ok(unwrap(await operators.resetPassword(operatorActor(operatorOf(req)), merchantShopOf(req), req.params.id, req.body.password)), '密码已重置'),
  );
};
