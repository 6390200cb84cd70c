import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBrand,
  adminCategory,
  adminShop,
  brandBody,
  categoryBody,
  envelope,
  referenceIdParam,
  shopBody,
  warehouseBody,
  warehouseRenameBody,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorActor } from '../../shared/actor.js';

/** The catalogue's reference data (catalog area): categories, brands, shops and their warehouses. */
export const catalogReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogReference: service } = app.services;
  const tags = ['admin'];
  const actor = (req: FastifyRequest) => operatorActor(req.operator);
  const params = referenceIdParam;
  const removed = z.object({ id: z.number() });

  app.get('/categories', { schema: { tags, summary: '商品分类（三级，含商品数）', response: { 200: envelope(z.array(adminCategory)) } } }, async () =>
    ok(await service.categories()),
  );
  app.post('/categories', { schema: { tags, summary: '新建分类', body: categoryBody, response: { 200: envelope(adminCategory) } } }, async (req) =>
    ok(unwrap(await service.saveCategory(actor(req), null, req.body)), '保存成功'),
  );
  app.put(
    '/categories/:id',
    { schema: { tags, summary: '修改分类（名称、排序、所属菜单）', params, body: categoryBody, response: { 200: envelope(adminCategory) } } },
    async (req) => ok(unwrap(await service.saveCategory(actor(req), req.params.id, req.body)), '保存成功'),
  );
  app.delete(
    '/categories/:id',
    { schema: { tags, summary: '删除分类（无子分类、无商品时）', params, response: { 200: envelope(removed) } } },
    async (req) => ok(unwrap(await service.deleteCategory(actor(req), req.params.id)), '已删除'),
  );

  app.get('/brands', { schema: { tags, summary: '品牌（含商品数）', response: { 200: envelope(z.array(adminBrand)) } } }, async () =>
    ok(await service.brands()),
  );
  app.post('/brands', { schema: { tags, summary: '新建品牌', body: brandBody, response: { 200: envelope(adminBrand) } } }, async (req) =>
    ok(unwrap(await service.saveBrand(actor(req), null, req.body)), '保存成功'),
  );
  app.put('/brands/:id', { schema: { tags, summary: '修改品牌', params, body: brandBody, response: { 200: envelope(adminBrand) } } }, async (req) =>
    ok(unwrap(await service.saveBrand(actor(req), req.params.id, req.body)), '保存成功'),
  );
  app.delete('/brands/:id', { schema: { tags, summary: '删除品牌（无商品时）', params, response: { 200: envelope(removed) } } }, async (req) =>
    ok(unwrap(await service.deleteBrand(actor(req), req.params.id)), '已删除'),
  );

  app.get('/shops', { schema: { tags, summary: '店铺（证照、起订与运费、仓库）', response: { 200: envelope(z.array(adminShop)) } } }, async () =>
    ok(await service.shops()),
  );
  app.post(
    '/shops',
    { schema: { tags, summary: '新建店铺（同时建一个默认仓库）', body: shopBody, response: { 200: envelope(adminShop) } } },
    async (req) => ok(unwrap(await service.saveShop(actor(req), null, req.body)), '保存成功'),
  );
  app.put('/shops/:id', { schema: { tags, summary: '修改店铺', params, body: shopBody, response: { 200: envelope(adminShop) } } }, async (req) =>
    ok(unwrap(await service.saveShop(actor(req), req.params.id, req.body)), '保存成功'),
  );
  app.post('/warehouses', { schema: { tags, summary: '新建仓库', body: warehouseBody, response: { 200: envelope(adminShop) } } }, async (req) =>
    ok(unwrap(await service.addWarehouse(actor(req), req.body.shop_id, req.body.name)), '保存成功'),
  );
  app.put(
    '/warehouses/:id',
    { schema: { tags, summary: '仓库改名', params, body: warehouseRenameBody, response: { 200: envelope(adminShop) } } },
    async (req) => ok(unwrap(await service.renameWarehouse(actor(req), req.params.id, req.body.name)), '保存成功'),
  );
};
