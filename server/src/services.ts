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
import { JobQueue } from './core/jobs/job-queue.js';
import { Ledger } from './modules/payments/ledger.js';
import { SandboxProvider } from './modules/payments/provider.js';
import { PaymentsRepository } from './modules/payments/payments.repository.js';
import { PaymentsService } from './modules/payments/payments.service.js';
import { CreditRepository } from './modules/payments/credit.repository.js';
import { CreditService } from './modules/payments/credit.service.js';
import { WithdrawService } from './modules/payments/withdraw.service.js';
import { InvoicesService } from './modules/invoices/invoices.service.js';
import { CheckoutRepository } from './modules/checkout/checkout.repository.js';
import { CheckoutService, ORDER_TIMEOUT_QUEUE } from './modules/checkout/checkout.service.js';
import { OrdersRepository } from './modules/orders/orders.repository.js';
import { OrdersService } from './modules/orders/orders.service.js';
import { FulfilmentService } from './modules/orders/fulfilment.service.js';
import { UploadsRepository } from './modules/uploads/uploads.repository.js';
import { AddressesRepository } from './modules/addresses/addresses.repository.js';
import { AddressesService } from './modules/addresses/addresses.service.js';
import { PromotionsService } from './modules/promotions/promotions.service.js';
import { createMemberServices, type MemberServiceOptions } from './modules/accounts/member-services.js';
import { PointsLedger } from './modules/points/points-ledger.js';
import { PointsRepository } from './modules/points/points.repository.js';
import { PointsService } from './modules/points/points.service.js';
import { LotteryRepository } from './modules/lottery/lottery.repository.js';
import { LotteryService } from './modules/lottery/lottery.service.js';
import { AlertsRepository } from './modules/alerts/alerts.repository.js';
import { AlertsService, ALERTS_QUEUE } from './modules/alerts/alerts.service.js';

/** Wires repositories into services once per app; routes reach them through `app.services`. */
export function createServices(database: Database, opts: MemberServiceOptions & { searchCacheTtlMs?: number; orderPayMinutes?: number; publicUrl?: string; sandboxSecret?: string } = {}) {
  const limiter = new RateLimiter(database);
  const accountsRepo = new AccountsRepository(database);
  const coupons = new CouponsService(new CouponsRepository(database));
  const cartPromotions = new CartPromotionsRepository(database);
  const cartRepo = new CartRepository(database);
  const pricer = new CartPricer(cartPromotions, coupons);
  const cart = new CartService(cartRepo, cartPromotions, pricer, coupons);
  const jobs = new JobQueue(database);
  const pointsLedger = new PointsLedger(database);
  // Points are earned and taken back inside the transactions that mark orders paid or refunded.
  const ordersRepo = new OrdersRepository(database, pointsLedger);
  const uploadsRepo = new UploadsRepository(database);
  const invoices = new InvoicesService(database);
  const orders = new OrdersService(ordersRepo, (memberId, ids) => uploadsRepo.ownedBy(memberId, ids), (tx, orderId) => invoices.issueIn(tx, orderId));
  const ledger = new Ledger(database);
  const fulfilment = new FulfilmentService(ordersRepo, ledger, (tx, memberId, amount, orderId) => creditRepo.settle(tx, memberId, amount, orderId));
  const sandbox = new SandboxProvider(database, opts.sandboxSecret ?? 'yaocai-sandbox-notify-key-dev', opts.publicUrl ?? 'http://localhost:3000');
  const creditRepo = new CreditRepository(database);
  const payments = new PaymentsService({ repo: new PaymentsRepository(database), orders: ordersRepo, ledger, provider: sandbox, jobs, credit: creditRepo });
  const credit = new CreditService(creditRepo, ledger, ordersRepo, payments);
  jobs.register(ORDER_TIMEOUT_QUEUE, (p) => orders.expireSubmission(Number(p.submission_id)));
  // Content needs the default representative, accounts needs the site config: break the cycle with a late binding.
  const content: ContentService = new ContentService(new ContentRepository(database), () => accounts.defaultServiceRep());
  const member = createMemberServices(database, limiter, opts);
  const accounts: AccountsService = new AccountsService({ repo: accountsRepo, limiter, content, cartLineCount: (id) => cart.lineCount(id), pointsBalance: (id) => pointsLedger.balance(id), ...member.accountsDeps });
  const catalog = new CatalogService(new CatalogRepository(database));
  const search = new SearchService(new SearchRepository(database), catalog, opts.searchCacheTtlMs ?? 0);
  const searchIndexer = new SearchIndexer(database);
  const checkout = new CheckoutService({
    database, repo: new CheckoutRepository(database), cartRepo, pricer, addresses: new AddressesService(new AddressesRepository(database)), jobs,
    licenceBlock: (id) => accounts.licenceBlock(id), payMinutes: opts.orderPayMinutes ?? 30,
  });
  const promotions = new PromotionsService(new PromotionsRepository(database), catalog, cartPromotions);
  const memberSide = member.services(() => accounts);
  const withdraw = new WithdrawService(database, ledger, () => memberSide.sms);
  const points = new PointsService(new PointsRepository(database), pointsLedger, new AddressesService(new AddressesRepository(database)));
  const lottery = new LotteryService({ repo: new LotteryRepository(database), coupons, ledger: pointsLedger, points });
  const alerts = new AlertsService(new AlertsRepository(database), jobs);
  jobs.register(ALERTS_QUEUE, (p) => alerts.runJob(p));
  const publicUrl = opts.publicUrl ?? 'http://localhost:3000';
  return { publicUrl, limiter, content, accounts, cart, coupons, checkout, orders, fulfilment, invoices, payments, credit, withdraw, ledger, sandbox, jobs, catalog, search, searchIndexer, promotions, points, pointsLedger, lottery, alerts, ...memberSide };
}

export type Services = ReturnType<typeof createServices>;
