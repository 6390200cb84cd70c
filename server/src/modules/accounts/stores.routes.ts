import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartCopyBody, cartCopyResult, envelope, idParamOf, linkStoreBody, storesView, switchStoreBody, userState } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { loginRequired, unwrap } from '../../core/http/errors.js';
import { masterIdOf } from '../../core/http/member-access.js';

/** /ddgl multi-store: link, list, unlink, switch; POST /api/cart/copy copies cart lines to linked stores. */
export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stores, accounts } = app.services;
  const tags = ['multi-store'];

  app.get('/user/stores', { schema: { tags, summary: '门店列表（主账号及已关联门店）', response: { 200: envelope(storesView) } } }, async (req) =>
    ok(await stores.list(masterIdOf(req), req.member.memberId)),
  );

  app.post(
    '/user/stores',
    { schema: { tags, summary: '关联门店（门店账号 + 密码）', body: linkStoreBody, response: { 200: envelope(storesView) } } },
    async (req) => {
      const memberId = req.member.memberId;
      const masterId = masterIdOf(req);
      unwrap(await stores.link(masterId, memberId, req.body.username, req.body.password, req.ip));
      return ok(await stores.list(masterId, memberId), '关联成功');
    },
  );

  app.delete(
    '/user/stores/:id',
    { schema: { tags, summary: '解除门店关联', params: idParamOf('门店'), response: { 200: envelope(storesView) } } },
    async (req) => {
      const memberId = req.member.memberId;
      const masterId = masterIdOf(req);
      unwrap(await stores.unlink(masterId, memberId, req.params.id));
      return ok(await stores.list(masterId, memberId), '已解除关联');
    },
  );

  app.post(
    '/user/stores/switch',
    { schema: { tags, summary: '切换到已关联门店（会话重新签发）', body: switchStoreBody, response: { 200: envelope(userState) } } },
    async (req) => {
      const masterId = masterIdOf(req);
      unwrap(await stores.canSwitch(masterId, req.body.id));
      await req.session.login(req.body.id, req.body.id !== masterId ? { masterId } : {});
      const state = await accounts.userState(req.body.id);
      if (!state) throw loginRequired();
      return ok(state, '已切换门店');
    },
  );

  app.post(
    '/cart/copy',
    {
      schema: {
        tags,
        summary: '复制购物车商品到已关联门店（需已签署电子合同，否则459）',
        body: cartCopyBody,
        response: { 200: envelope(cartCopyResult) },
      },
    },
    async (req) => ok(unwrap(await stores.copyCart(req.member, masterIdOf(req), req.body.ids, req.body.other_user_ids)), '复制成功'),
  );
};
