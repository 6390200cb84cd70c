import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { CODE, merchantMay, operatorMay, TOTP_ENROL_REQUIRED, type ConsoleArea, type ConsoleRole, type MerchantArea } from '@yaocai/contract';
import { HttpError, loginRequired } from './errors.js';

/**
 * Guards by registration, not by repetition: a route's guard is the scope it is registered in.
 * - `public`: anyone (prices and purchase rights still follow the viewer, if any);
 * - `member`: a signed-in member, else 401/10001 before any validation (spec §7–§8);
 * - `operator`: a signed-in, active operator (401 for nobody, 403 for a member), on `req.operator`, whose role may read
 *   (GET) or change (any other method) the console area the scope stands for (403 otherwise: contract `operatorMay`);
 * - `merchant`: a signed-in, active merchant account (a console account bound to a shop) whose merchant role may read or
 *   change the merchant area (contract `merchantMay`); the handler scopes every query by `merchantShopOf(req)`;
 * - `signedIn`: a member or an operator; the handler decides which resource each may see.
 * Each route carries its guard in `config.guard` and in its OpenAPI `security`; `routes.guard.api.test.ts` lists every
 * route and fails on one that was registered outside a scope.
 */
export type Guard = 'public' | 'member' | 'operator' | 'merchant' | 'signedIn';

/** Who the operator scope found signed in (checked active in the database on every call). */
export interface OperatorIdentity {
  id: number;
  username: string;
  name: string;
  role: ConsoleRole;
  /** The shop of a merchant account; null for the platform's operators. */
  shopId: number | null;
  /** Set when the account has the second factor on (the console shows it; never sent as such). */
  totpSecret?: string | null;
  /** The second factor is required of this account here (production, money or member powers). */
  totpRequired?: boolean;
  /** Required but not enrolled yet: the session may call only the routes marked `config.enrolment`. */
  mustEnrolTotp?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: Guard;
    /** The console area of an operator route (what its role check asks about). */
    area?: ConsoleArea;
    /** The merchant area of a merchant route. */
    merchantArea?: MerchantArea;
    /** Open to a console session that must first bind its authenticator (who am I, enrol the second factor). */
    enrolment?: boolean;
  }
  interface FastifyRequest {
    operator: OperatorIdentity | null;
  }
}

/** Looks up the operator of a session; provided by the admin module when the scopes are built. */
export type OperatorLookup = (req: FastifyRequest) => Promise<OperatorIdentity | null>;

const SECURITY: Record<Guard, Array<Record<string, string[]>> | undefined> = {
  public: undefined,
  member: [{ session: [] }],
  operator: [{ operator: [] }],
  merchant: [{ operator: [] }],
  signedIn: [{ session: [] }, { operator: [] }],
};

function tagRoutes(app: FastifyInstance, guard: Guard, area: ConsoleArea | undefined, merchantArea?: MerchantArea) {
  app.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...(route.config as object), guard, ...(area ? { area } : {}), ...(merchantArea ? { merchantArea } : {}) };
    const security = SECURITY[guard];
    // Mutated in place: the OpenAPI plugin keeps this same schema object and reads it when the document is built.
    if (security && route.schema) (route.schema as { security?: unknown }).security = security;
  });
}

const memberGuard = async (req: FastifyRequest) => {
  // A session read with the route's first reads is checked by the handler's `requireMember` once read (it fails
  // closed: until then the request has no member).
  if (req.session?.deferred) return;
  if (!req.session?.memberId) throw loginRequired();
};

const READS = new Set(['GET', 'HEAD']);

/** A session that must first bind its authenticator reaches the enrolment routes and nothing else. */
function enrolFirst(req: FastifyRequest, op: OperatorIdentity) {
  if (op.mustEnrolTotp && !req.routeOptions.config?.enrolment) throw new HttpError(403, TOTP_ENROL_REQUIRED, CODE.totpEnrolRequired);
}

function operatorGuard(lookup: OperatorLookup, area: ConsoleArea) {
  return async (req: FastifyRequest) => {
    const op = await lookup(req);
    if (op) {
      enrolFirst(req, op);
      if (!operatorMay(op.role, area, !READS.has(req.method))) throw new HttpError(403, '当前角色无权执行此操作');
      req.operator = op;
      return;
    }
    if (req.session?.memberId) throw new HttpError(403, '无权访问运营后台');
    throw new HttpError(401, '请先以运营人员身份登录', CODE.loginRequired);
  };
}

function merchantGuard(lookup: OperatorLookup, area: MerchantArea) {
  return async (req: FastifyRequest) => {
    const op = await lookup(req);
    if (op) {
      enrolFirst(req, op);
      if (op.shopId === null || !merchantMay(op.role, area, !READS.has(req.method))) throw new HttpError(403, '当前角色无权执行此操作');
      req.operator = op;
      return;
    }
    if (req.session?.memberId) throw new HttpError(403, '无权访问商家后台');
    throw new HttpError(401, '请先登录商家后台', CODE.loginRequired);
  };
}

function signedInGuard(lookup: OperatorLookup) {
  return async (req: FastifyRequest) => {
    if (req.session?.memberId) return;
    req.operator = await lookup(req);
    if (!req.operator) throw loginRequired();
    enrolFirst(req, req.operator);
  };
}

/** One scope: an encapsulated plugin whose routes all carry `guard` and run its check first (onRequest). */
export function scope(guard: Exclude<Guard, 'operator'>, plugins: FastifyPluginAsync[], lookup?: OperatorLookup): FastifyPluginAsync {
  return guardedScope(guard, plugins, lookup);
}

/** The operator routes of one console area: an active operator whose role may read or change that area. */
export function operatorScope(area: ConsoleArea, plugins: FastifyPluginAsync[], lookup: OperatorLookup): FastifyPluginAsync {
  return guardedScope('operator', plugins, lookup, area);
}

/** The merchant routes of one merchant area: an active merchant account whose role may read or change that area. */
export function merchantScope(area: MerchantArea, plugins: FastifyPluginAsync[], lookup: OperatorLookup): FastifyPluginAsync {
  return async (app) => {
    tagRoutes(app, 'merchant', undefined, area);
    app.addHook('onRequest', merchantGuard(lookup, area));
    for (const plugin of plugins) await app.register(plugin);
  };
}

function guardedScope(guard: Guard, plugins: FastifyPluginAsync[], lookup?: OperatorLookup, area?: ConsoleArea): FastifyPluginAsync {
  return async (app) => {
    tagRoutes(app, guard, area);
    if (guard === 'member') app.addHook('onRequest', memberGuard);
    if (guard === 'operator') app.addHook('onRequest', operatorGuard(need(lookup), area!));
    if (guard === 'signedIn') app.addHook('onRequest', signedInGuard(need(lookup)));
    for (const plugin of plugins) await app.register(plugin);
  };
}

function need(lookup: OperatorLookup | undefined): OperatorLookup {
  if (!lookup) throw new Error('an operator or signedIn scope needs the operator lookup');
  return lookup;
}

/** The operator of an operator-scoped route (the scope has checked it; absent only by a registration bug). */
export function operatorOf(req: FastifyRequest): OperatorIdentity {
  if (!req.operator) throw new Error(`${req.routeOptions.url} reads the operator outside the operator scope`);
  return req.operator;
}

/** The shop of a merchant-scoped route's account: every query of the route is scoped by it. */
export function merchantShopOf(req: FastifyRequest): number {
  const shopId = req.operator?.shopId;
  if (shopId === null || shopId === undefined) throw new Error(`${req.routeOptions.url} reads the merchant's shop outside the merchant scope`);
  return shopId;
}

/** `req.operator` exists on every request (null until an operator scope fills it). */
export const operatorSlot = fp(async (app) => {
  app.decorateRequest('operator', null);
});
