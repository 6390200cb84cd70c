import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { CODE, merchantMay, operatorMay, TOTP_ENROL_REQUIRED, type ConsoleArea, type ConsoleRole, type MerchantArea } from '@yaocai/contract';
import { memberViewer, type MemberViewer, type Viewer } from '../session/viewer.js';
import { HttpError, loginRequired } from './errors.js';

/**
 * Guards by registration, not by repetition: a route's guard is the scope it is registered in, and the scope hands the
 * handler who is asking (no handler checks a guard by hand: lint rule `guards/no-hand-guard`).
 * - `public`: anyone (prices and purchase rights still follow the viewer, if any);
 * - `member`: a signed-in member, else 401/10001 before any validation (spec §7–§8); the member's Viewer on `req.member`;
 * - `operator`: a signed-in, active operator (401 for nobody, 403 for a member), on `req.operator`, whose role may read
 *   (GET) or change (any other method) the console area the scope stands for (403 otherwise: contract `operatorMay`);
 * - `merchant`: a signed-in, active merchant account (a console account bound to a shop) whose merchant role may read or
 *   change the merchant area (contract `merchantMay`), on `req.merchant`; the handler scopes every query by its `shopId`;
 * - `signedIn`: a member or an operator, on `req.signedIn`; the handler decides which resource each may see.
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

/** Who the merchant scope found signed in: a console account bound to a shop (every query is scoped by `shopId`). */
export type MerchantIdentity = OperatorIdentity & { shopId: number };

/** Who the signed-in scope found: a member, or else a console account. */
export type SignedInCaller = { memberId: number; operator: null } | { memberId: null; operator: OperatorIdentity };

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
  /**
   * What a route's scope found out about the caller before validation; the handler reads what its scope sets, and
   * reading one outside its scope is a registration bug (it throws, a 500, never a guess).
   */
  interface FastifyRequest {
    /** Member scope: the signed-in member, as prices and purchase rights see them. */
    member: MemberViewer;
    /** Operator and merchant scopes: the signed-in console account (its role checked for the route's area). */
    operator: OperatorIdentity;
    /** Merchant scope: the signed-in merchant account with its shop. */
    merchant: MerchantIdentity;
    /** Signed-in scope: the member or the console account asking. */
    signedIn: SignedInCaller;
  }
}

/** Looks up the operator of a session; provided by the admin module when the scopes are built. */
export type OperatorLookup = (req: FastifyRequest) => Promise<OperatorIdentity | null>;
/** The viewer of a session (facts read with the session: no query of its own); provided by the accounts module. */
export type ViewerLookup = (req: FastifyRequest) => Promise<Viewer>;
/** What the scopes ask the modules: who the session's operator and member are. */
export interface ScopeLookups {
  operator: OperatorLookup;
  viewer: ViewerLookup;
}

const SECURITY: Record<Guard, Array<Record<string, string[]>> | undefined> = {
  public: undefined,
  member: [{ session: [] }],
  operator: [{ operator: [] }],
  merchant: [{ operator: [] }],
  signedIn: [{ session: [] }, { operator: [] }],
};

function tagRoutes(app: FastifyInstance, guard: Guard, area?: ConsoleArea, merchantArea?: MerchantArea) {
  app.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...(route.config as object), guard, ...(area ? { area } : {}), ...(merchantArea ? { merchantArea } : {}) };
    const security = SECURITY[guard];
    // Mutated in place: the OpenAPI plugin keeps this same schema object and reads it when the document is built.
    if (security && route.schema) (route.schema as { security?: unknown }).security = security;
  });
}

/** The member scope resolves its caller before validation (401 first, spec §8) and hands the handler the viewer. */
function memberGuard(viewerOf: ViewerLookup) {
  return async (req: FastifyRequest) => {
    const memberId = req.session?.memberId;
    if (!memberId) throw loginRequired();
    req.member = memberViewer(await viewerOf(req), memberId);
  };
}

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
      req.merchant = op as MerchantIdentity;
      return;
    }
    if (req.session?.memberId) throw new HttpError(403, '无权访问商家后台');
    throw new HttpError(401, '请先登录商家后台', CODE.loginRequired);
  };
}

function signedInGuard(lookup: OperatorLookup) {
  return async (req: FastifyRequest) => {
    const memberId = req.session?.memberId;
    if (memberId) {
      req.signedIn = { memberId, operator: null };
      return;
    }
    const op = await lookup(req);
    if (!op) throw loginRequired();
    enrolFirst(req, op);
    req.signedIn = { memberId: null, operator: op };
  };
}

/** One scope: an encapsulated plugin whose routes all carry `guard` and run its check first (onRequest). */
export function scope(guard: Exclude<Guard, 'operator' | 'merchant'>, plugins: FastifyPluginAsync[], lookups?: ScopeLookups): FastifyPluginAsync {
  return async (app) => {
    tagRoutes(app, guard);
    if (guard === 'member') app.addHook('onRequest', memberGuard(need(lookups).viewer));
    if (guard === 'signedIn') app.addHook('onRequest', signedInGuard(need(lookups).operator));
    for (const plugin of plugins) await app.register(plugin);
  };
}

/** The operator routes of one console area: an active operator whose role may read or change that area. */
export function operatorScope(area: ConsoleArea, plugins: FastifyPluginAsync[], lookups: ScopeLookups): FastifyPluginAsync {
  return async (app) => {
    tagRoutes(app, 'operator', area);
    app.addHook('onRequest', operatorGuard(lookups.operator, area));
    for (const plugin of plugins) await app.register(plugin);
  };
}

/** The merchant routes of one merchant area: an active merchant account whose role may read or change that area. */
export function merchantScope(area: MerchantArea, plugins: FastifyPluginAsync[], lookups: ScopeLookups): FastifyPluginAsync {
  return async (app) => {
    tagRoutes(app, 'merchant', undefined, area);
    app.addHook('onRequest', merchantGuard(lookups.operator, area));
    for (const plugin of plugins) await app.register(plugin);
  };
}

function need(lookups: ScopeLookups | undefined): ScopeLookups {
  if (!lookups) throw new Error('a member or signedIn scope needs the lookups');
  return lookups;
}

/**
 * The request's caller slots (`member`, `operator`, `merchant`, `signedIn`): each holds what its scope set; reading one
 * its scope did not set throws (a route registered in the wrong scope fails loudly instead of acting for nobody).
 */
export const callerSlots = fp(async (app) => {
  for (const name of ['member', 'operator', 'merchant', 'signedIn'] as const) {
    const key = Symbol(name);
    type Slotted = FastifyRequest & { [key]?: unknown };
    app.decorateRequest(name, {
      getter(this: Slotted) {
        const value = this[key];
        if (value === undefined) throw new Error(`${this.routeOptions.url} reads req.${name} outside the scope that sets it`);
        return value;
      },
      setter(this: Slotted, value: unknown) {
        this[key] = value;
      },
    } as never);
  }
});
