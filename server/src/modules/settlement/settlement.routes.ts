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
import { forAudiences } from '../../core/http/audience.js';
import { operatorActor } from '../../shared/actor.js';

/** The platform's commission rates (finance area): the default, by shop, by category. */
export const commissionRatesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (req) => ok(unwrap(await settlement.setRate(operatorActor(req.operator), req.body)), '已保存'),
  );
};

/**
 * Monthly statements, their lines and the Excel file — every shop's for the platform (finance area), which also
 * generates a month and marks one paid; a merchant's own (财务), with the month so far as an estimate.
 */
export const statementsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { settlement } = app.services;
    const tags = at.tags;
    const base = at.pick('/settlement/statements', '/merchant/statements');

    app.get(
      base,
      {
        schema: {
          tags,
          summary: at.pick('商家对账单（按月份、店铺、状态）', '本店铺对账单'),
          querystring: at.pick(statementsQuery, merchantStatementsQuery),
          response: { 200: envelope(statementPage) },
        },
      },
      async (req) => ok(await settlement.list(at.own(req, req.query))),
    );

    app.get(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: at.pick('对账单明细（每笔订单与退款及佣金）', '本店铺对账单明细'),
          params: statementIdParam,
          response: { 200: envelope(statementDetail) },
        },
      },
      async (req) => ok(unwrap(await settlement.detail(req.params.id, at.shop(req)))),
    );

    app.get(
      `${base}/:id/export`,
      {
        config: { costly: 'report' },
        schema: { tags, summary: at.pick('导出对账单（.xlsx）', '导出本店铺对账单（.xlsx）'), params: statementIdParam },
      },
      async (req, reply) => {
        const { data, name, asciiName } = unwrap(await settlement.export(req.params.id, at.shop(req)));
        return sendXlsx(reply, { asciiName, name }, data);
      },
    );

    if (at.kind === 'merchant') {
      app.get(
        `${base}/current`,
        { schema: { tags, summary: '本月至今的预估对账（未入账）', response: { 200: envelope(statementPreview) } } },
        async (req) => ok(await settlement.current(req.merchant.shopId)),
      );
      return;
    }

    app.post(
      `${base}/generate`,
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
        const r = unwrap(await settlement.generate(operatorActor(req.operator), req.body.period));
        return ok(r, `已生成${r.created}张对账单`);
      },
    );

    app.post(
      `${base}/:id/paid`,
      { schema: { tags, summary: '标记已结算（已付款给商家；应付账款清零）', params: statementIdParam, response: { 200: envelope(statementView) } } },
      async (req) => ok(unwrap(await settlement.markPaid(operatorActor(req.operator), req.params.id)), '已标记结算'),
    );
  };
  return routes;
});
