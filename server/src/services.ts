import type { Database } from './db/client.js';
import { RateLimiter } from './core/rate-limit/rate-limiter.js';
import { ContentRepository } from './modules/content/content.repository.js';
import { ContentService } from './modules/content/content.service.js';
import { AccountsRepository } from './modules/accounts/accounts.repository.js';
import { AccountsService } from './modules/accounts/accounts.service.js';
import { CartRepository } from './modules/cart/cart.repository.js';
import { CartService } from './modules/cart/cart.service.js';
import { CatalogRepository } from './modules/catalog/catalog.repository.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { SearchRepository } from './modules/search/search.repository.js';
import { SearchService } from './modules/search/search.service.js';
import { SearchIndexer } from './modules/search/search.indexer.js';
import { CartPromotionsRepository, PromotionsRepository } from './modules/promotions/promotions.repository.js';
import { CouponsRepository } from './modules/coupons/coupons.repository.js';
import { CouponsService } from './modules/coupons/coupons.service.js';
import { CartPricer } from './modules/cart/cart-pricing.js';
import { PromotionsService } from './modules/promotions/promotions.service.js';
import { createMemberServices, type MemberServiceOptions } from './modules/accounts/member-services.js';

/** Wires repositories into services once per app; routes reach them through `app.services`. */
export function createServices(database: Database, opts: MemberServiceOptions & { searchCacheTtlMs?: number } = {}) {
  const limiter = new RateLimiter(database);
  const accountsRepo = new AccountsRepository(database);
  const coupons = new CouponsService(new CouponsRepository(database));
  const cartPromotions = new CartPromotionsRepository(database);
  const cart = new CartService(new CartRepository(database), cartPromotions, new CartPricer(cartPromotions, coupons), coupons);
  // Content needs the default representative, accounts needs the site config: break the cycle with a late binding.
  const content: ContentService = new ContentService(new ContentRepository(database), () => accounts.defaultServiceRep());
  const member = createMemberServices(database, limiter, opts);
  const accounts: AccountsService = new AccountsService({ repo: accountsRepo, limiter, content, cartLineCount: (id) => cart.lineCount(id), ...member.accountsDeps });
  const catalog = new CatalogService(new CatalogRepository(database));
  const search = new SearchService(new SearchRepository(database), catalog, opts.searchCacheTtlMs ?? 0);
  const searchIndexer = new SearchIndexer(database);
  const promotions = new PromotionsService(new PromotionsRepository(database), catalog, cartPromotions);
  return { limiter, content, accounts, cart, coupons, catalog, search, searchIndexer, promotions, ...member.services(() => accounts) };
}

export type Services = ReturnType<typeof createServices>;
