import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { loginRequired, unwrap } from '../../core/http/errors.js';
import { masterIdOf } from '../../core/http/member-access.js';
import { route } from '../../core/http/route.js';

/** /ddgl multi-store: link, list, unlink, switch; POST /api/cart/copy copies cart lines to linked stores (contract endpoints.stores). */
export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stores, accounts } = app.services;
  const e = endpoints.stores;

  route(app, e.list, async (req) => ok(await stores.list(masterIdOf(req), req.member.memberId)));
  route(app, e.link, async (req) => {
    const memberId = req.member.memberId;
    const masterId = masterIdOf(req);
    unwrap(await stores.link(masterId, memberId, req.body.username, req.body.password, req.ip));
    return ok(await stores.list(masterId, memberId), '关联成功');
  });
  route(app, e.unlink, async (req) => {
    const memberId = req.member.memberId;
    const masterId = masterIdOf(req);
    unwrap(await stores.unlink(masterId, memberId, req.params.id));
    return ok(await stores.list(masterId, memberId), '已解除关联');
  });
  route(app, e.switchTo, async (req) => {
    const masterId = masterIdOf(req);
    unwrap(await stores.canSwitch(masterId, req.body.id));
    await req.session.login(req.body.id, req.body.id !== masterId ? { masterId } : {});
    const state = await accounts.userState(req.body.id);
    if (!state) throw loginRequired();
    return ok(state, '已切换门店');
  });
  route(app, e.copyCart, async (req) =>
    ok(unwrap(await stores.copyCart(req.member, masterIdOf(req), req.body.ids, req.body.other_user_ids)), '复制成功'),
  );
};
