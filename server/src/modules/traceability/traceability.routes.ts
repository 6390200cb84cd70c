import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { forAudiences } from '../../core/http/audience.js';
import { ok } from '../../core/http/envelope.js';
import { sendDownload } from '../../core/http/file-reply.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/**
 * 药品追溯码 in the console (orders area; contract endpoints.traceConsole and traceMerchant): the packing relation,
 * a code's history, a parcel's manifest, and for the platform the 回流药 warnings and the reports to the national
 * platforms. Codes are captured by the ship call.
 */
export const traceConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { traceability, traceReports, coldChain } = app.services;
    const e = at.kind === 'platform' ? endpoints.traceConsole : endpoints.traceMerchant;

    route(app, e.importPacking, async (req) => {
      const shopId = at.shop(req) ?? ('shop_id' in req.body ? req.body.shop_id : 0);
      return ok(unwrap(await traceability.importPacking(shopId, req.body.text)), '包装关系已导入');
    });
    route(app, e.code, async (req) => ok(unwrap(await traceability.lookup(req.query.code, { shopId: at.shop(req) }))));
    route(app, e.manifest, async (req, reply) => {
      const file = unwrap(await traceability.manifestFile(req.params.id, { shopId: at.shop(req) }, req.query.format));
      return sendDownload(reply, file, file.data);
    });
    // 冷链: the parcel's temperature record (orders' ColdChainService), kept with the parcel's other records.
    route(app, e.temperature, async (req) => ok(unwrap(await coldChain.view(req.params.id, { shopId: at.shop(req) }))));
    route(app, e.recordTemperature, async (req) =>
      ok(unwrap(await coldChain.record(req.params.id, req.body.readings, at.shop(req), req.operator.id)), '温度记录已上传'),
    );
    if (at.kind === 'platform') {
      route(app, endpoints.traceConsole.alerts, async () => ok(await traceability.alerts()));
      // The national platforms' outbox: each parcel's report, its status and answer; one report's JSON for a manual upload.
      route(app, endpoints.traceConsole.reports, async (req) => ok(await traceReports.page(req.query)));
      route(app, endpoints.traceConsole.report, async (req, reply) => {
        const file = unwrap(await traceReports.file(req.params.id));
        return sendDownload(reply, file, file.data);
      });
    }
  };
  return routes;
});

/** The buyer's side (contract endpoints.trace): its parcels' manifests and the history of a box it received. */
export const traceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { traceability, coldChain } = app.services;
  const e = endpoints.trace;

  route(app, e.manifest, async (req, reply) => {
    const file = unwrap(await traceability.manifestFile(req.params.id, { memberId: req.member.memberId }, req.query.format));
    return sendDownload(reply, file, file.data);
  });
  route(app, e.receipt, async (req) => ok(unwrap(await traceability.receipt(req.params.id, req.member.memberId))));
  route(app, e.scanReceipt, async (req) => ok(unwrap(await traceability.receipt(req.params.id, req.member.memberId, req.body.codes))));
  route(app, e.temperature, async (req) => ok(unwrap(await coldChain.view(req.params.id, { memberId: req.member.memberId }))));
  route(app, e.code, async (req) => ok(unwrap(await traceability.lookup(req.query.code, { memberId: req.member.memberId }))));
};
