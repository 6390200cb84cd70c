/**
 * The console's two audiences of one capability (server/src/core/http/audience.ts): the platform's operators at
 * /admin/api/<path> and a merchant account at /admin/api/merchant/<path>. A module writes its shared calls once, as a
 * function of the audience, and declares one endpoint group per audience from it — `couponsConsole = coupons(PLATFORM)`,
 * `couponsMerchant = coupons(MERCHANT)` — each with its own literal paths, summaries, tags and (with `pick`) schemas.
 * The server picks the group by `at.kind`; the console picks the handles by the audience the page runs for.
 */
export type AudienceKind = 'platform' | 'merchant';

export interface ConsoleAudience<K extends AudienceKind> {
  readonly kind: K;
  /** Where the audience's URLs start. */
  readonly root: K extends 'platform' ? '/admin/api' : '/admin/api/merchant';
  /** OpenAPI tags. */
  readonly tags: K extends 'platform' ? readonly ['admin'] : readonly ['merchant'];
  /** What the audiences are told differently: a summary, a query without shop_id. */
  pick<P, M>(platform: P, merchant: M): K extends 'platform' ? P : M;
}

export const PLATFORM: ConsoleAudience<'platform'> = {
  kind: 'platform',
  root: '/admin/api',
  tags: ['admin'],
  pick: (platform) => platform,
};

export const MERCHANT: ConsoleAudience<'merchant'> = {
  kind: 'merchant',
  root: '/admin/api/merchant',
  tags: ['merchant'],
  pick: (_platform, merchant) => merchant,
};
