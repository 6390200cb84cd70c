import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commissionRateBody,
  commissionRatesView,
  envelope,
  generateStatementsBody,
  generateStatementsResult,
  merchantStatementsQuery,
  statementDetail,
  statementIdParam,
  statementPage,
  statementPreview,
  statementsQuery,
  statementView,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { sendXlsx } from '../../core/http/file-reply.js';
import { merchantShopOf, operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from '../../shared/actor.js';

/** The platform's settlement (finance area): commission rates, every shop's statements, generating a month, paying. */
export const settlementAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settlement } = app.services;
  const tags = ['admin'];

  app.get(
    '/settlement/rates',
    { schema: { tags, summary: '平台佣金比例（默认、按店铺、按分类）', response: { 200: envelope(commissionRatesView) } } },
    async () => ok(await settlement.rates()),
  );

  app.post(
    '/settlement/rates',
    {
      schema: {
        tags,
        summary: '设置或删除一个店铺或分类的佣金比例（%）',
        body: commissionRateBody,
        response: { 200: envelope(commissionRatesView) },
      },
    },
    async (req) => ok(unwrap(await settlement.setRate(operatorActor(operatorOf(req)), req.body)), '已保存'),
  );

  app.get(
    '/settlement/statements',
    { schema: { tags, summary: '商家对账单（按月份、店铺、状态）', querystring: statementsQuery, response: { 200: envelope(statementPage) } } },
    async (req) => ok(await settlement.list(req.query)),
  );

  app.post(
    '/settlement/statements/generate',
    {
      config: { costly: 'report' },
      schema: {
        tags,
        summary: '生成已结束月份的对账单（每月1日由任务自动生成；已生成的不重复）',
        body: generateStatementsBody,
        response: { 200: envelope(generateStatementsResult) },
      },
    },
    async (req) => {
      const r = unwrap(await settlement.generate(operatorActor(operatorOf(req)), req.body.period));
      return ok(r, `已生成${r.created}张对账单`);
    },
  );

  app.get(
    '/settlement/statements/:id',
    { schema: { tags, summary: '对账单明细（每笔订单与退款及佣金）', params: statementIdParam, response: { 200: envelope(statementDetail) } } },
    async (req) => ok(unwrap(await settlement.detail(req.params.id))),
  );

  app.get(
    '/settlement/statements/:id/export',
    { config: { costly: 'report' }, schema: { tags, summary: '导出对账单（.xlsx）', params: statementIdParam } },
    async (req, reply) => {
      const { data, name, asciiName } = unwrap(await settlement.export(req.params.id));
      return sendXlsx(reply, { asciiName, name }, data);
    },
  );

  app.post(
    '/settlement/statements/:id/paid',
    { schema: { tags, summary: '标记已结算（已付款给商家；应付账款清零）', params: statementIdParam, response: { 200: envelope(statementView) } } },
    async (req) => ok(unwrap(await settlement.markPaid(operatorActor(operatorOf(req)), req.params.id)), '已标记结算'),
  );
};

/** 财务 (店铺管理员, 财务): the shop's own monthly statements, their lines and the Excel file. */
export const merchantStatementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settlement } = app.services;
  const tags = ['merchant'];

  app.get(
    '/merchant/statements',
    { schema: { tags, summary: '本店铺对账单', querystring: merchantStatementsQuery, response: { 200: envelope(statementPage) } } },
    async (req) => ok(await settlement.list({ ...req.query, shop_id: merchantShopOf(req) })),
  );

  app.get(
    '/merchant/statements/current',
    { schema: { tags, summary: '本月至今的预估对账（未入账）', response: { 200: envelope(statementPreview) } } },
    async (req) => ok(await settlement.current(merchantShopOf(req))),
  );

  app.get(
    '/merchant/statements/:id',
    { schema: { tags, summary: '本店铺对账单明细', params: statementIdParam, response: { 200: envelope(statementDetail) } } },
    async (req) => ok(unwrap(await settlement.detail(req.params.id, merchantShopOf(req)))),
  );

  app.get(
    '/merchant/statements/:id/export',
    { config: { costly: 'report' }, schema: { tags, summary: '导出本店铺对账单（.xlsx）', params: statementIdParam } },
    async (req, reply) => {
      const { data, name, asciiName } = unwrap(await settlement.export(req.params.id, merchantShopOf(req)));
      return sendXlsx(reply, { asciiName, name }, data);
    },
  );
};
