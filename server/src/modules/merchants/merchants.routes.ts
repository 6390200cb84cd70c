import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, merchantShopView, shopInvoicingBody, shopSettingsBody } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorActor } from '../admin/admin.service.js';

/** 店铺 (every merchant role reads it): the shop the account works in. */
export const merchantShopRoutes: FastifyPluginAsyncZod = async (app) => {
  const { merchants } = app.services;
  const tags = ['merchant'];

  app.get(
    '/merchant/shop',
    { schema: { tags, summary: '本店铺信息与入驻时核验的证照', response: { 200: envelope(merchantShopView) } } },
    async (req) => {
      return ok(unwrap(await merchants.shop(req.merchant.shopId)));
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
    async (req) => ok(unwrap(await merchants.saveSettings(operatorActor(req.operator), req.merchant.shopId, req.body)), '已保存'),
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
    async (req) => ok(unwrap(await merchants.saveInvoicing(operatorActor(req.operator), req.merchant.shopId, req.body)), '开票信息已保存'),
  );
};
