import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * One console capability for two audiences. The platform's operators reach it at /admin/api/<path> from the operator
 * scope of a console area (every shop); a merchant account at /admin/api/merchant/<path> from the merchant scope of a
 * merchant area (its own shop only). The route set is written once against an `Audience` and registered once per
 * audience: the shop a call may touch comes from the guard that admitted it, and the services check ownership with it
 * inside their own transactions as before. What the audiences are told differently (a summary, a message, a query
 * without shop_id) is said with `pick`; a route only one audience has stands behind `at.kind`.
 */
export interface Audience {
  readonly kind: 'platform' | 'merchant';
  /** Where the audience's URLs start below /admin/api. */
  readonly prefix: '' | '/merchant';
  /** OpenAPI tags. */
  readonly tags: string[];
  /** The shop a call may touch: the merchant's own; undefined (every shop) for the platform (shared `ShopScope`). */
  shop(req: FastifyRequest): number | undefined;
  /** A list's filters as this audience may ask them: a merchant's `shop_id` is its own shop, the platform's its filter. */
  own<Q extends object>(req: FastifyRequest, query: Q): Q & { shop_id?: number };
  pick<P, M>(platform: P, merchant: M): P | M;
}

/** The platform's operators: a route set of theirs must sit in an operator scope (else it would see every shop). */
export const PLATFORM: Audience = {
  kind: 'platform',
  prefix: '',
  tags: ['admin'],
  shop(req) {
    if (req.routeOptions.config?.guard !== 'operator') throw new Error(`${req.routeOptions.url} serves the platform outside the operator scope`);
    return undefined;
  },
  own: (req, query) => (PLATFORM.shop(req), query),
  pick: (platform) => platform,
};

/** A merchant account: its own shop, from the merchant scope's guard (`req.merchant` fails outside it). */
export const MERCHANT: Audience = {
  kind: 'merchant',
  prefix: '/merchant',
  tags: ['merchant'],
  shop: (req) => req.merchant.shopId,
  own: (req, query) => ({ ...query, shop_id: req.merchant.shopId }),
  pick: (_platform, merchant) => merchant,
};

/** A route set built for each audience: `.platform` goes in a console area, `.merchant` in a merchant area (routes.ts). */
export interface ConsoleRouteSet {
  platform: FastifyPluginAsyncZod;
  merchant: FastifyPluginAsyncZod;
}

export function forAudiences(build: (at: Audience) => FastifyPluginAsyncZod): ConsoleRouteSet {
  return { platform: build(PLATFORM), merchant: build(MERCHANT) };
}
