import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/** The catalogue's reference data (catalog area): categories, brands, shops and their warehouses (contract endpoints.catalogReference). */
export const catalogReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogReference: service } = app.services;
  const e = endpoints.catalogReference;
  const actor = (req: FastifyRequest) => operatorActor(req.operator);

  route(app, e.categories, async () => ok(await service.categories()));
  route(app, e.createCategory, async (req) => ok(unwrap(await service.saveCategory(actor(req), null, req.body)), '保存成功'));
  route(app, e.updateCategory, async (req) => ok(unwrap(await service.saveCategory(actor(req), req.params.id, req.body)), '保存成功'));
  route(app, e.removeCategory, async (req) => ok(unwrap(await service.deleteCategory(actor(req), req.params.id)), '已删除'));

  route(app, e.brands, async () => ok(await service.brands()));
  route(app, e.createBrand, async (req) => ok(unwrap(await service.saveBrand(actor(req), null, req.body)), '保存成功'));
  route(app, e.updateBrand, async (req) => ok(unwrap(await service.saveBrand(actor(req), req.params.id, req.body)), '保存成功'));
  route(app, e.removeBrand, async (req) => ok(unwrap(await service.deleteBrand(actor(req), req.params.id)), '已删除'));

  route(app, e.shops, async () => ok(await service.shops()));
  route(app, e.createShop, async (req) => ok(unwrap(await service.saveShop(actor(req), null, req.body)), '保存成功'));
  route(app, e.updateShop, async (req) => ok(unwrap(await service.saveShop(actor(req), req.params.id, req.body)), '保存成功'));
  route(app, e.createWarehouse, async (req) => ok(unwrap(await service.addWarehouse(actor(req), req.body.shop_id, req.body.name)), '保存成功'));
  route(app, e.renameWarehouse, async (req) => ok(unwrap(await service.renameWarehouse(actor(req), req.params.id, req.body.name)), '保存成功'));
};
