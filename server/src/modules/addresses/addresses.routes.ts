import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** /addr: delivery addresses of the signed-in member (contract endpoints.addresses). */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.services;
  const e = endpoints.addresses;

  route(app, e.list, async (req) => ok(await addresses.list(req.member.memberId)));
  route(app, e.get, async (req) => ok(unwrap(await addresses.get(req.member.memberId, req.params.id))));
  route(app, e.create, async (req) => ok(unwrap(await addresses.create(req.member.memberId, req.body)), '保存成功'));
  route(app, e.update, async (req) => ok(unwrap(await addresses.update(req.member.memberId, req.params.id, req.body)), '保存成功'));
  route(app, e.setDefault, async (req) => ok(unwrap(await addresses.setDefault(req.member.memberId, req.params.id)), '已设为默认地址'));
  route(app, e.remove, async (req) => ok(unwrap(await addresses.delete(req.member.memberId, req.params.id)), '删除成功'));
};
