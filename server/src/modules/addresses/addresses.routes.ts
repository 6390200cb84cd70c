import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressBody, addressList, addressView, envelope, idParamOf } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';

/** /addr: delivery addresses of the signed-in member. */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.services;
  const tags = ['addresses'];
  const params = idParamOf('地址');

  app.get('/user/address', { schema: { tags, summary: '收货地址列表（默认地址在前）', response: { 200: envelope(addressList) } } }, async (req) =>
    ok(await addresses.list(req.member.memberId)),
  );

  app.get('/user/address/:id', { schema: { tags, summary: '收货地址详情', params, response: { 200: envelope(addressView) } } }, async (req) =>
    ok(unwrap(await addresses.get(req.member.memberId, req.params.id))),
  );

  app.post(
    '/user/address',
    { schema: { tags, summary: '新增收货地址（最多20个）', body: addressBody, response: { 200: envelope(addressView) } } },
    async (req) => ok(unwrap(await addresses.create(req.member.memberId, req.body)), '保存成功'),
  );

  app.put(
    '/user/address/:id',
    { schema: { tags, summary: '修改收货地址', params, body: addressBody, response: { 200: envelope(addressView) } } },
    async (req) => ok(unwrap(await addresses.update(req.member.memberId, req.params.id, req.body)), '保存成功'),
  );

  app.post('/user/address/:id/default', { schema: { tags, summary: '设为默认地址', params, response: { 200: envelope(z.null()) } } }, async (req) =>
    ok(unwrap(await addresses.setDefault(req.member.memberId, req.params.id)), '已设为默认地址'),
  );

  app.delete('/user/address/:id', { schema: { tags, summary: '删除收货地址', params, response: { 200: envelope(z.null()) } } }, async (req) =>
    ok(unwrap(await addresses.delete(req.member.memberId, req.params.id)), '删除成功'),
  );
};
