import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../admin/admin.service.js';

/** 店铺 (every merchant role reads it): the shop the account works in (contract endpoints.merchantShop). */
export const merchantShopRoutes: FastifyPluginAsyncZod = async (app) => {
  const { merchants } = app.services;
  const e = endpoints.merchantShop;

  route(app, e.get, async (req) => ok(unwrap(await merchants.shop(req.merchant.shopId))));
  route(app, e.saveSettings, async (req) =>
    ok(unwrap(await merchants.saveSettings(operatorActor(req.operator), req.merchant.shopId, req.body)), '已保存'),
  );
  route(app, e.saveInvoicing, async (req) =>
    ok(unwrap(await merchants.saveInvoicing(operatorActor(req.operator), req.merchant.shopId, req.body)), '开票信息已保存'),
  );
};
