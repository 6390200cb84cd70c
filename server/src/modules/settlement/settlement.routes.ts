import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { sendXlsx } from '../../core/http/file-reply.js';
import { forAudiences } from '../../core/http/audience.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/** The platform's commission rates (finance area): the default, by shop, by category. (contract endpoints.settlementConsole) */
export const commissionRatesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settlement } = app.services;
  const e = endpoints.settlementConsole;

  route(app, e.rates, async () => ok(await settlement.rates()));
  route(app, e.setRate, async (req) => ok(unwrap(await settlement.setRate(operatorActor(req.operator), req.body)), '已保存'));
};

/**
 * Monthly statements, their lines and the Excel file — every shop's for the platform (finance area), which also
 * generates a month and marks one paid; a merchant's own (财务), with the month so far as an estimate.
 * (contract endpoints.settlementConsole and settlementMerchant; the Excel file is a file endpoint)
 */
export const statementsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { settlement } = app.services;
    const e = at.kind === 'platform' ? endpoints.settlementConsole : endpoints.settlementMerchant;

    route(app, e.statements, async (req) => ok(await settlement.list(at.own(req, req.query))));
    route(app, e.statement, async (req) => ok(unwrap(await settlement.detail(req.params.id, at.shop(req)))));

    route(
      app,
      e.exportStatement,
      async (req, reply) => {
        const { data, name, asciiName } = unwrap(await settlement.export(req.params.id, at.shop(req)));
        return sendXlsx(reply, { asciiName, name }, data);
      },
      { config: { costly: 'report' } },
    );

    if (at.kind === 'merchant') {
      route(app, endpoints.settlementMerchant.current, async (req) => ok(await settlement.current(req.merchant.shopId)));
      return;
    }

    const platform = endpoints.settlementConsole;
    route(
      app,
      platform.generate,
      async (req) => {
        const r = unwrap(await settlement.generate(operatorActor(req.operator), req.body.period));
        return ok(r, `已生成${r.created}张对账单`);
      },
      { config: { costly: 'report' } },
    );
    route(app, platform.markPaid, async (req) => ok(unwrap(await settlement.markPaid(operatorActor(req.operator), req.params.id)), '已标记结算'));
  };
  return routes;
});
