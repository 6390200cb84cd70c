import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** Activity pages for everyone (prices follow the viewer, as on every goods list). */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { activities, accounts } = app.services;
  const e = endpoints.activities;

  route(app, e.tap, async (req) => ok(unwrap(await activities.tap(req.query.url))));
  route(app, e.current, async () => ok(await activities.current()));
  route(app, e.centre, async (req) => ok(await activities.centre(req.query.ids)));
  route(app, e.detail, async (req) => ok(unwrap(await activities.detail(await accounts.viewerOf(req.session), req.params.id))));
};

/** Operator: activity pages (the console gives them screens). */
export const activitiesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { activities } = app.services;
  const e = endpoints.activitiesConsole;

  route(app, e.list, async () => ok(await activities.adminList()));
  route(app, e.get, async (req) => ok(unwrap(await activities.adminView(req.params.id))));
  route(app, e.create, async (req) => ok(unwrap(await activities.save(req.operator, null, req.body)), '保存成功'));
  route(app, e.update, async (req) => ok(unwrap(await activities.save(req.operator, req.params.id, req.body)), '保存成功'));
};
