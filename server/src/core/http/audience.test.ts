import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { MERCHANT, PLATFORM } from './audience.js';

/**
 * A request as a scope's guard leaves it: the route's guard in its config and the caller slot that guard sets; reading
 * a slot its scope did not set throws, as the request decoration does (route-scopes.ts `callerSlots`).
 */
const admitted = (guard: 'operator' | 'merchant', shopId: number | null) => {
  const slots: Record<string, unknown> = guard === 'operator' ? { operator: { id: 1, shopId } } : { merchant: { id: 1, shopId } };
  const req = { routeOptions: { url: '/x', config: { guard } } };
  for (const name of ['operator', 'merchant']) {
    Object.defineProperty(req, name, {
      get() {
        if (slots[name] === undefined) throw new Error(`/x reads req.${name} outside the scope that sets it`);
        return slots[name];
      },
    });
  }
  return req as unknown as FastifyRequest;
};

describe('a console route set for two audiences', () => {
  it('lets the platform touch every shop and keep its own shop filter', () => {
    const req = admitted('operator', null);
    expect(PLATFORM.shop(req)).toBeUndefined();
    expect(PLATFORM.own(req, { page: 1, shop_id: 7 })).toEqual({ page: 1, shop_id: 7 });
    expect(PLATFORM.pick('平台', '本店铺')).toBe('平台');
  });

  it('pins a merchant to its own shop, whatever its filters say', () => {
    const req = admitted('merchant', 3);
    expect(MERCHANT.shop(req)).toBe(3);
    expect(MERCHANT.own(req, { page: 1, shop_id: 7 })).toEqual({ page: 1, shop_id: 3 });
    expect(MERCHANT.pick('平台', '本店铺')).toBe('本店铺');
    expect(MERCHANT.prefix).toBe('/merchant');
  });

  it('fails loudly when a set is registered in the wrong scope (never every shop by mistake)', () => {
    expect(() => PLATFORM.shop(admitted('merchant', 3))).toThrow(/outside the operator scope/);
    expect(() => PLATFORM.own(admitted('merchant', 3), {})).toThrow(/outside the operator scope/);
    expect(() => MERCHANT.shop(admitted('operator', null))).toThrow(/reads req.merchant outside the scope that sets it/);
  });
});
