import type { Database } from './db/client.js';
import { SECRETS } from './config.js';
import { RateLimiter } from './core/rate-limit/rate-limiter.js';
import { LoginDevicesRepository } from './core/security/login-devices.repository.js';
import { ContentRepository } from './modules/content/content.repository.js';
import { ContentService } from './modules/content/content.service.js';
import { AccountsRepository } from './modules/accounts/accounts.repository.js';
import { AccountsService } from './modules/accounts/accounts.service.js';
import { CartRepository } from './modules/cart/cart.repository.js';
import { CartService } from './modules/cart/cart.service.js';
import { CatalogRepository } from './modules/catalog/catalog.repository.js';
import { DataVersions } from './core/cache/versioned-cache.js';
import { DataVersionsRepository } from './core/cache/data-versions.repository.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { KxGroupsRepository } from './modules/catalog/kx-groups.repository.js';
import { KxGroupsService } from './modules/catalog/kx-groups.service.js';
import { GoodsInfoRepository } from './modules/catalog/goods-info.repository.js';
import { GoodsInfoService } from './modules/catalog/goods-info.service.js';
import { SearchRepository } from './modules/search/search.repository.js';
import { SearchService } from './modules/search/search.service.js';
import { SearchIndexer } from './modules/search/search-index.repository.js';
import { REINDEX_QUEUE, SearchMaintenance, TERM_COUNTS_QUEUE } from './modules/search/search-maintenance.js';
import { CartPromotionsRepository, PromotionsRepository } from './modules/promotions/promotions.repository.js';
import { CouponsRepository } from './modules/coupons/coupons.repository.js';
import { CouponsService } from './modules/coupons/coupons.service.js';
import { CartPricer } from './modules/cart/cart-pricing.js';
import { JobQueue } from './core/jobs/job-queue.js';
import { JobsAdminRepository, JobsRepository } from './core/jobs/jobs.repository.js';
import { JobsAdminService } from './modules/system/jobs-admin.service.js';
import { Ledger } from './modules/payments/ledger.js';
import { LedgerRepository } from './modules/payments/ledger.repository.js';
import type { PaymentProvider } from './modules/payments/provider.js';
import { SandboxProvider } from './modules/payments/sandbox.provider.js';
import { SandboxRepository } from './modules/payments/sandbox.repository.js';
import { NOTIFY_QUEUE, SandboxDesk } from './modules/payments/sandbox.service.js';
import { PaymentsRepository } from './modules/payments/payments.repository.js';
import { PaymentsService, REFUND_QUEUE } from './modules/payments/payments.service.js';
import { CreditRepository } from './modules/payments/credit.repository.js';
import { CreditService } from './modules/payments/credit.service.js';
import { WithdrawService } from './modules/payments/withdraw.service.js';
import { WithdrawRepository } from './modules/payments/withdraw.repository.js';
import { InvoicesService } from './modules/invoices/invoices.service.js';
import { InvoicesRepository } from './modules/invoices/invoices.repository.js';
import { CheckoutRepository } from './modules/checkout/checkout.repository.js';
import { CheckoutService, ORDER_TIMEOUT_QUEUE } from './modules/checkout/checkout.service.js';
import { OrdersRepository } from './modules/orders/orders.repository.js';
import { OrdersService } from './modules/orders/orders.service.js';
import { PlacingRepository } from './modules/orders/placing.repository.js';
import { OrderPlacingService } from './modules/orders/placing.service.js';
import { Reservations } from './modules/orders/reservations.js';
import { BatchLinesRepository } from './modules/orders/batch-lines.repository.js';
import { BatchService } from './modules/catalog/batches/batches.service.js';
import { BatchesRepository } from './modules/catalog/batches/batches.repository.js';
import { GoodsBatchesService } from './modules/catalog/batches/goods-batches.service.js';
import { StockRepository } from './modules/catalog/stock.repository.js';
import { StockService } from './modules/catalog/stock.service.js';
import { FulfilmentService } from './modules/orders/fulfilment.service.js';
import { TraceabilityRepository } from './modules/traceability/traceability.repository.js';
import { TraceabilityService } from './modules/traceability/traceability.service.js';
import { TraceReportRepository } from './modules/traceability/trace-report.repository.js';
import { TRACE_REPORT_QUEUE, TraceReports } from './modules/traceability/trace-report.service.js';
import type { TraceReportSink } from './modules/traceability/trace-report.js';
import { RecallsRepository } from './modules/recalls/recalls.repository.js';
import { RecallsService } from './modules/recalls/recalls.service.js';
import { EXPIRY_LOCK_QUEUE, ExpiryLock } from './modules/shelf-life/expiry-lock.js';
import { ColdChainRepository } from './modules/orders/cold-chain.repository.js';
import { ColdChainService } from './modules/orders/cold-chain.service.js';
import { UploadsRepository } from './modules/accounts/uploads.repository.js';
import { AddressesRepository } from './modules/addresses/addresses.repository.js';
import { AddressesService } from './modules/addresses/addresses.service.js';
import { PromotionsService } from './modules/promotions/promotions.service.js';
import { AdminRepository } from './modules/admin/admin.repository.js';
import { AdminService } from './modules/admin/admin.service.js';
import { ReviewRepository } from './modules/admin/review.repository.js';
import { OperatorsRepository } from './modules/admin/operators.repository.js';
import { OperatorsService } from './modules/admin/operators.service.js';
import { recordAudit } from './modules/admin/operator-decision.sql.js';
import { deliverMessages } from './modules/messages/deliver.sql.js';
import { attachAll } from './core/session/session.repository.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { CatalogAdminRepository } from './modules/catalog/catalog-admin.repository.js';
import { CatalogAdminService } from './modules/catalog/catalog-admin.service.js';
import { goodsMatchingKeyword } from './modules/search/keyword-match.sql.js';
import { ContentAdminRepository } from './modules/content/content-admin.repository.js';
import { SiteAdminRepository } from './modules/content/site-admin.repository.js';
import { SiteAdminService } from './modules/content/site-admin.service.js';
import { CouponsAdminRepository } from './modules/coupons/coupons-admin.repository.js';
import { CouponsAdminService } from './modules/coupons/coupons-admin.service.js';
import { OperatorTotpRepository } from './modules/admin/operator-totp.repository.js';
import { OperatorTotpService } from './modules/admin/operator-totp.service.js';
import { CatalogReferenceRepository } from './modules/catalog/catalog-reference.repository.js';
import { CatalogReferenceService } from './modules/catalog/catalog-reference.service.js';
import { FlashSalesAdminRepository } from './modules/promotions/flash-sales-admin.repository.js';
import { FlashSalesAdminService } from './modules/promotions/flash-sales-admin.service.js';
import { FirstCampRepository } from './modules/first-camp/first-camp.repository.js';
import { FirstCampService } from './modules/first-camp/first-camp.service.js';
import { FlashApplicationsRepository } from './modules/promotions/flash-applications.repository.js';
import { FlashApplicationsService } from './modules/promotions/flash-applications.service.js';
import { ChatRepository } from './modules/chat/chat.repository.js';
import { ChatService } from './modules/chat/chat.service.js';
import { ChatHub } from './modules/chat/chat-hub.js';
import { SampleCartRepository } from './modules/catalog/sample-cart.repository.js';
import { SampleCartService } from './modules/catalog/sample-cart.service.js';
import { GiftsAdminRepository } from './modules/promotions/gifts-admin.repository.js';
import { GiftsAdminService } from './modules/promotions/gifts-admin.service.js';
import { CombinationsAdminRepository } from './modules/promotions/combinations-admin.repository.js';
import { CombinationsAdminService } from './modules/promotions/combinations-admin.service.js';
import { ContentAdminService } from './modules/content/content-admin.service.js';
import { GoodsEditorRepository } from './modules/catalog/goods-editor.repository.js';
import { WalletAdjustService } from './modules/payments/wallet-adjust.service.js';
import { MoneyApprovalsService } from './modules/payments/money-approvals.service.js';
import { MoneyApprovalsRepository } from './modules/payments/money-approvals.repository.js';
import { GspRecordsService } from './modules/orders/gsp-records.service.js';
import { GspRecordsRepository } from './modules/orders/gsp-records.repository.js';
import { FullReductionsAdminService } from './modules/promotions/full-reductions-admin.service.js';
import { FullReductionsAdminRepository } from './modules/promotions/full-reductions-admin.repository.js';
import { GOODS_IMPORT_QUEUE, GoodsImportService } from './modules/catalog/goods-import.service.js';
import { GoodsImportRepository } from './modules/catalog/goods-import.repository.js';
import { GoodsEditorService } from './modules/catalog/goods-editor.service.js';
import { GoodsImagesService } from './modules/catalog/goods-images.service.js';
import { OrderStatsRepository } from './modules/orders/order-stats.repository.js';
import { OrderStatsService } from './modules/orders/order-stats.service.js';
import { SessionRepository } from './core/session/session.repository.js';
import { QualificationsRepository } from './modules/accounts/qualifications.repository.js';
import { QualificationsService } from './modules/accounts/qualifications.service.js';
import { MessagesRepository } from './modules/messages/messages.repository.js';
import { MessagesService } from './modules/messages/messages.service.js';
import { SmsRepository } from './modules/sms/sms.repository.js';
import { OutboxSmsSender, type SmsLog, type SmsSender } from './modules/sms/sms.sender.js';
import { SmsService } from './modules/sms/sms.service.js';
import { UploadsService } from './modules/accounts/uploads.service.js';
import { AgreementsRepository } from './modules/accounts/agreements.repository.js';
import { AgreementsService } from './modules/accounts/agreements.service.js';
import { CertificatesRepository } from './modules/accounts/certificates.repository.js';
import { CertificatesService } from './modules/accounts/certificates.service.js';
import { ProfileService } from './modules/accounts/profile.service.js';
import { RegistrationService } from './modules/accounts/registration.service.js';
import { StoresRepository } from './modules/accounts/stores.repository.js';
import { StoresService } from './modules/accounts/stores.service.js';
import type { WechatProvider } from './modules/accounts/wechat.provider.js';
import { REPO_ROOT, VIDEOS_DIR } from './paths.js';
import { MediaRepository } from './modules/media/media.repository.js';
import { MediaService } from './modules/media/media.service.js';
import path from 'node:path';
import { PointsLedger } from './modules/points/points-ledger.js';
import { PointsLedgerRepository } from './modules/points/points-ledger.repository.js';
import { PointsRepository } from './modules/points/points.repository.js';
import { PointsService } from './modules/points/points.service.js';
import { LotteryRepository } from './modules/lottery/lottery.repository.js';
import { LotteryService } from './modules/lottery/lottery.service.js';
import { AlertsRepository } from './modules/alerts/alerts.repository.js';
import { AlertsService, ALERTS_QUEUE } from './modules/alerts/alerts.service.js';
import { FavoritesRepository } from './modules/favorites/favorites.repository.js';
import { FavoritesService } from './modules/favorites/favorites.service.js';
import { FeedbackRepository } from './modules/feedback/feedback.repository.js';
import { FeedbackService } from './modules/feedback/feedback.service.js';
import { WantedRepository } from './modules/wanted/wanted.repository.js';
import { WantedService } from './modules/wanted/wanted.service.js';
import { QuickOrderService } from './modules/quick-order/quick-order.service.js';
import { ActivitiesRepository } from './modules/activities/activities.repository.js';
import { ActivitiesService } from './modules/activities/activities.service.js';
import { VideosRepository } from './modules/videos/videos.repository.js';
import { VideosService } from './modules/videos/videos.service.js';
import { OnboardingRepository } from './modules/onboarding/onboarding.repository.js';
import { OnboardingService } from './modules/onboarding/onboarding.service.js';
import { MerchantsRepository } from './modules/merchants/merchants.repository.js';
import { MerchantsService } from './modules/merchants/merchants.service.js';
import { GoodsReviewsRepository } from './modules/merchants/goods-reviews.repository.js';
import { GoodsReviewsService } from './modules/merchants/goods-reviews.service.js';
import { MerchantGoodsService } from './modules/merchants/merchant-goods.service.js';
import { SettlementRepository } from './modules/settlement/settlement.repository.js';
import { SETTLEMENT_QUEUE, SettlementService } from './modules/settlement/settlement.service.js';
import { GroupBuyRepository } from './modules/groupbuy/groupbuy.repository.js';
import { GROUP_CLOSE_QUEUE, GROUP_FORM_QUEUE, GroupBuyService } from './modules/groupbuy/groupbuy.service.js';
import { GroupBuyAdminService } from './modules/groupbuy/groupbuy-admin.service.js';

export interface ServiceOptions {
  /** Where uploaded certificates are kept (config UPLOAD_DIR). */
  uploadDir?: string;
  log?: SmsLog;
  /** Write SMS texts (codes) to the log: never in production. */
  logSmsContent?: boolean;
  /** Adapters: a real SMS gateway and WeChat OAuth replace the built-in ones here. */
  smsSender?: SmsSender;
  /** WeChat sign-in: the sandbox (demo, tests: anyone may make up its codes), a real adapter, or none (refused). */
  wechat?: WechatProvider | null;
  clock?: () => Date;
  searchCacheTtlMs?: number;
  /** Production (NODE_ENV=production, payments sandbox off): console roles with money or member powers need TOTP. */
  secondFactorRequired?: boolean;
  /** Member sign-in attempts per address in 10 minutes (config LOGIN_ATTEMPTS_PER_IP); operators get twice as many. */
  loginAttemptsPerIp?: number;
  orderPayMinutes?: number;
  /**
   * The online payment provider, chosen from config: the built-in sandbox (PAYMENTS_SANDBOX, demo and tests) with its
   * notification key, or none (production until a real provider is configured: online payment is refused). A real
   * provider (WeChat Pay, Alipay) is one more case here, built from its own keys (docs/architecture.md).
   */
  payments?: { provider: 'sandbox'; sandboxSecret: string } | { provider: 'none' };
  /**
   * The adapter towards the national 药品追溯 platforms (docs/trace-report-format.md). None ships with the product (no
   * network calls): without one (null, the default) reports stay 待上报 in the outbox for the console to download; tests
   * give the RecordingTraceSink double, and a real adapter is one more case chosen from config, as payments' provider.
   */
  traceSink?: TraceReportSink | null;
  /** Signs chat accounts (config CHAT_SECRET). */
  chatSecret?: string;
  /** Where the chat hub reports a push it could not make. */
  warn?: (o: object, msg: string) => void;
}

const silent: SmsLog = { info() {} };

/**
 * The composition root: every repository and service is built here, once per app, and every job queue is registered
 * here. Routes reach services through `app.services`; modules never build each other's parts.
 */
export function createServices(database: Database, opts: ServiceOptions = {}) {
  const clock = opts.clock ?? (() => new Date());
  const limiter = new RateLimiter(database);
  const jobs = new JobQueue(new JobsRepository(database));

  // Members: accounts, registration, certificates, SMS, uploads, messages, addresses, stores, operators.
  const accountsRepo = new AccountsRepository(database);
  const smsRepo = new SmsRepository(database);
  const smsSender = opts.smsSender ?? new OutboxSmsSender(smsRepo, opts.log ?? silent, opts.logSmsContent ?? false);
  const sms = new SmsService({ repo: smsRepo, limiter, sender: smsSender, clock });
  const uploadsRepo = new UploadsRepository(database);
  const uploadDir = opts.uploadDir ?? path.join(REPO_ROOT, 'data', 'uploads');
  const uploads = new UploadsService(uploadsRepo, limiter, uploadDir);
  const certificateRows = new CertificatesRepository(database);
  const certificates = new CertificatesService(certificateRows, uploads, clock);
  const messages = new MessagesService(new MessagesRepository(database));
  const wechat = opts.wechat ?? null;
  const registration = new RegistrationService({ repo: accountsRepo, sms, certificates, wechat, limiter });
  const addresses = new AddressesService(new AddressesRepository(database));
  const agreements = new AgreementsService(new AgreementsRepository(database), accountsRepo);

  // Content needs the default representative, accounts needs the site config: a late binding breaks the cycle.
  const content: ContentService = new ContentService(new ContentRepository(database), () => accounts.defaultServiceRep());

  // Catalog, search, promotions, coupons and the cart priced by one engine.
  // Versions of the catalogue and of cart pricing's inputs: the per-process caches of both are keyed by them.
  const versions = new DataVersions(new DataVersionsRepository(database));
  const catalog = new CatalogService(new CatalogRepository(database), versions);
  const catalogReference = new CatalogReferenceService({
    repo: new CatalogReferenceRepository(database),
    audit: recordAudit,
    changed: () => {
      catalog.forget();
      content.forget();
    },
  });
  const stock = new StockService(new StockRepository());
  const batchesRepo = new BatchesRepository();
  const batches = new BatchService(batchesRepo);
  const kxGroups = new KxGroupsService(new KxGroupsRepository(database));
  const search = new SearchService(new SearchRepository(database), catalog, content, versions, database.oneTrip, opts.searchCacheTtlMs ?? 0);
  const searchIndexer = new SearchIndexer(database);
  const coupons = new CouponsService(new CouponsRepository(database));
  const cartPromotions = new CartPromotionsRepository(database);
  const promotions = new PromotionsService(new PromotionsRepository(database), catalog, cartPromotions);
  const cartRepo = new CartRepository(database);
  const pricer = new CartPricer(cartPromotions, coupons, database.oneTrip, (ids) => catalog.categoryPaths(ids));
  const cart = new CartService(cartRepo, cartPromotions, pricer, coupons, versions, database.oneTrip);

  // Orders and money. Points are earned and taken back inside the transactions that mark orders paid or refunded.
  const pointsLedger = new PointsLedger(new PointsLedgerRepository(database));
  const ordersRepo = new OrdersRepository(database, pointsLedger);
  const invoices = new InvoicesService(new InvoicesRepository(database), recordAudit);
  const flashRepo = new FlashSalesAdminRepository(database);
  const reservations = new Reservations(ordersRepo, stock, promotions, coupons, batches, new BatchLinesRepository(), {
    batchOf: async (tx, ids) => new Map((await flashRepo.clearanceBatches(tx, ids)).map((r) => [r.id, Number(r.batch_id)])),
    held: (tx, ids) => flashRepo.clearanceHeld(tx, ids, new Date()),
  });
  const orders = new OrdersService(
    ordersRepo,
    reservations,
    (memberId, ids) => uploadsRepo.ownedBy(memberId, ids),
    (tx, orderId) => invoices.issueIn(tx, orderId),
  );
  const ledger = new Ledger(new LedgerRepository(database));
  const creditRepo = new CreditRepository(database);
  const traceReports = new TraceReports(new TraceReportRepository(database), jobs, opts.traceSink ?? null);
  const traceability = new TraceabilityService(new TraceabilityRepository(database), traceReports);
  const coldChain = new ColdChainService(new ColdChainRepository(database));
  // Recalls reach the catalogue, carts, messages and the audit trail inside their own transaction, through these ports.
  const recalls = new RecallsService(
    new RecallsRepository(database),
    {
      stopGoods: (tx, actor, ids, recallId) => catalogAdmin.stopForRecall(tx, actor, ids, recallId),
      clearCarts: (tx, goodsIds) => cartRepo.removeGoods(tx, goodsIds),
      deliver: deliverMessages,
      audit: recordAudit,
      fileReturn: (tx, r) =>
        ordersRepo.insertAfterSale(
          {
            orderId: r.orderId,
            memberId: r.memberId,
            kind: 'recall',
            reason: r.reason,
            description: r.description,
            photos: [],
            items: r.items,
            refundAmount: r.refundAmount,
            refundTo: r.refundTo,
          },
          tx,
        ),
    },
    smsSender,
  );
  const fulfilment = new FulfilmentService(
    ordersRepo,
    reservations,
    ledger,
    (tx, memberId, amount, orderId) => creditRepo.settle(tx, memberId, amount, orderId),
    (tx, orderId, amount, ref) => payments.queueRefund(tx, orderId, amount, ref),
    traceability,
    (tx, ids) => recalls.recalledLines(tx, ids),
  );
  const paymentsConfig = opts.payments ?? { provider: 'none' };
  const sandboxProvider =
    paymentsConfig.provider === 'sandbox' ? new SandboxProvider(new SandboxRepository(database), paymentsConfig.sandboxSecret) : null;
  const paymentProvider: PaymentProvider | null = sandboxProvider;
  const payments = new PaymentsService({
    repo: new PaymentsRepository(database),
    orders,
    ledger,
    provider: paymentProvider,
    jobs,
    credit: creditRepo,
    recalled: (tx, orderIds) => recalls.recalledOrder(tx, orderIds),
  });
  // The sandbox's own pages and notification delivery exist only with the sandbox (routes.ts registers them then).
  const sandbox = sandboxProvider
    ? new SandboxDesk({
        provider: sandboxProvider,
        jobs,
        transaction: (work) => database.db.transaction(work),
        deliver: (n) => payments.notify(n),
      })
    : null;
  const credit = new CreditService(creditRepo, ledger, orders, payments, recordAudit);
  const walletAdjust = new WalletAdjustService({
    ledger,
    payments,
    credit,
    memberExists: (id) => creditRepo.memberExists(id),
    transaction: (work) => database.db.transaction(work),
    audit: recordAudit,
  });
  const moneyApprovals = new MoneyApprovalsService({
    repo: new MoneyApprovalsRepository(database),
    wallet: walletAdjust,
    credit,
    audit: recordAudit,
  });
  const withdraw = new WithdrawService(
    new WithdrawRepository(database),
    ledger,
    sms,
    async (id) => (await accountsRepo.findById(id))!.phone,
    recordAudit,
  );

  const memberLoginsPerIp = opts.loginAttemptsPerIp ?? 30;
  const loginDevices = new LoginDevicesRepository(database);
  const accounts: AccountsService = new AccountsService({
    repo: accountsRepo,
    limiter,
    devices: loginDevices,
    loginAttemptsPerIp: memberLoginsPerIp,
    content,
    sms,
    certificates,
    wechat,
    cartLineCount: (id) => cart.lineCount(id),
    unreadMessageCount: (id) => messages.unreadCount(id),
    pointsBalance: (id) => pointsLedger.balance(id),
    pendingRecalls: (id) => recalls.pendingCount(id),
  });
  const operatorTotp = new OperatorTotpService(new OperatorTotpRepository(database));
  const admin = new AdminService({
    repo: new AdminRepository(database),
    review: new ReviewRepository(database, new QualificationsService(new QualificationsRepository())),
    accounts,
    certificates,
    limiter,
    devices: loginDevices,
    loginAttemptsPerIp: 2 * memberLoginsPerIp,
    totp: operatorTotp,
    secondFactorRequired: opts.secondFactorRequired ?? false,
  });
  const sessions = new SessionRepository(database);
  const operators = new OperatorsService({
    database,
    repo: new OperatorsRepository(database),
    // A disabled account or a changed password: its sessions end and its browsers lose their trust.
    endSessions: async (id) => {
      await sessions.deleteOperatorSessions(id);
      await admin.forgetDevices(id);
    },
  });
  const catalogAdmin = new CatalogAdminService({
    database,
    repo: new CatalogAdminRepository(database, goodsMatchingKeyword),
    catalog,
    reindex: (tx, ids) => searchIndexer.reindex(tx, ids),
    audit: recordAudit,
    recalled: (tx, ids) => recalls.recalledGoods(tx, ids),
    batches,
  });
  const goodsEditorRepo = new GoodsEditorRepository(database);
  // 近效期特价 are flash sales bound to a batch: the batch list (catalog) starts them through promotions' table.
  const goodsBatches = new GoodsBatchesService({
    database,
    repo: batchesRepo,
    batches,
    audit: recordAudit,
    clearance: {
      of: (tx, batchIds, now) => flashRepo.clearances(tx, batchIds, now),
      start: async (tx, sale) =>
        (await flashRepo.overlapping(tx, sale.goodsId, sale.startsAt, sale.endsAt, null)) ? null : flashRepo.insertFlash(tx, sale),
    },
  });
  const goodsImages = new GoodsImagesService(goodsEditorRepo, path.join(uploadDir, 'goods'));
  const goodsEditor = new GoodsEditorService({
    database,
    repo: goodsEditorRepo,
    images: goodsImages,
    batches,
    reindex: (tx, ids) => searchIndexer.reindex(tx, ids),
    audit: recordAudit,
  });
  const goodsImport = new GoodsImportService({
    database,
    repo: new GoodsImportRepository(database),
    editor: goodsEditorRepo,
    batches,
    images: goodsImages,
    jobs,
    reindex: (tx, ids) => searchIndexer.reindex(tx, ids),
    audit: recordAudit,
    matchingIds: (q, limit) => catalogAdmin.matchingIds(q, limit),
  });
  const flashSalesAdmin = new FlashSalesAdminService({ repo: flashRepo, audit: recordAudit });
  const flashApplications = new FlashApplicationsService({
    repo: new FlashApplicationsRepository(database),
    flashRepo,
    flashSales: flashSalesAdmin,
    audit: recordAudit,
  });
  const giftsAdmin = new GiftsAdminService({ repo: new GiftsAdminRepository(database), audit: recordAudit });
  const combinationsAdmin = new CombinationsAdminService({ repo: new CombinationsAdminRepository(database), audit: recordAudit });
  const chat = new ChatService({
    repo: new ChatRepository(database),
    secret: opts.chatSecret ?? SECRETS.CHAT_SECRET.dev,
    rate: (key, limit, windowSec) => limiter.hit(key, limit, windowSec),
    audit: recordAudit,
    ownImages: async (memberId, ids) => [...(await uploads.imagesOwnedBy(memberId, ids))],
  });
  const chatHub = new ChatHub(chat, database.listen, { warn: opts.warn ?? (() => {}) });
  const sampleCart = new SampleCartService(new SampleCartRepository(database));
  const couponsAdmin = new CouponsAdminService({
    database,
    repo: new CouponsAdminRepository(database),
    audit: recordAudit,
    sampleCart,
    fullReductions: async (shopIds) =>
      new Map((await cartPromotions.fullReductions(shopIds, new Date())).map((f) => [f.shop_id, { tiers: f.tiers ?? [], goods_ids: f.goods_ids }])),
  });
  const fullReductionsAdmin = new FullReductionsAdminService({
    database,
    repo: new FullReductionsAdminRepository(database),
    sampleCart,
    audit: recordAudit,
  });
  const gspRecords = new GspRecordsService(new GspRecordsRepository(database));
  const jobsAdmin = new JobsAdminService({ database, repo: new JobsAdminRepository(database), audit: recordAudit });
  const contentAdmin = new ContentAdminService({ database, repo: new ContentAdminRepository(database), audit: recordAudit });
  const siteAdmin = new SiteAdminService({ database, repo: new SiteAdminRepository(database), audit: recordAudit, changed: () => content.forget() });
  const dashboard = new DashboardService({ stats: new OrderStatsService(new OrderStatsRepository(database)), accounts });
  const stores = new StoresService(
    new StoresRepository(database),
    () => accounts,
    () => cart,
  );
  const profile = new ProfileService({ repo: accountsRepo, sms, certificates, wechat, stores });
  const checkout = new CheckoutService({
    repo: new CheckoutRepository(database),
    orders: new OrderPlacingService({ repo: new PlacingRepository(database), cart, stock, jobs }),
    stock,
    promotions,
    coupons,
    cart,
    pricer,
    addresses,
    jobs,
    licence: accounts,
    oneTrip: database.oneTrip,
    payMinutes: opts.orderPayMinutes ?? 30,
  });

  const media = new MediaService(new MediaRepository(database));

  // Engagement.
  const points = new PointsService(new PointsRepository(database), pointsLedger, addresses);
  const lottery = new LotteryService({ repo: new LotteryRepository(database), coupons, ledger: pointsLedger, points });
  const alerts = new AlertsService(new AlertsRepository(database), jobs, stock);

  // Self-service (/zzfw): favourites, feedback, wanted varieties.
  const favorites = new FavoritesService(new FavoritesRepository(database), catalog);
  const feedback = new FeedbackService(new FeedbackRepository(database), uploads, limiter);
  const wanted = new WantedService(new WantedRepository(database), catalog);
  const quickOrder = new QuickOrderService(search, catalog);
  const activities = new ActivitiesService(new ActivitiesRepository(database), catalog, coupons, recordAudit, clock);
  const goodsInfo = new GoodsInfoService(new GoodsInfoRepository(database), path.join(uploadDir, 'reports'));
  const firstCamp = new FirstCampService({ repo: new FirstCampRepository(database), dir: path.join(uploadDir, 'first-camp'), audit: recordAudit });
  const videos = new VideosService(new VideosRepository(database), VIDEOS_DIR, path.join(uploadDir, 'videos'));
  const merchants = new MerchantsService({
    database,
    repo: new MerchantsRepository(database),
    operators,
    sms: smsSender,
    images: goodsImages,
    audit: recordAudit,
    changed: () => catalog.forget(),
  });
  const onboarding = new OnboardingService(new OnboardingRepository(database), uploads, merchants, clock);
  const goodsReviewsRepo = new GoodsReviewsRepository(database);
  const goodsReviews = new GoodsReviewsService({
    database,
    repo: goodsReviewsRepo,
    editor: goodsEditor,
    audit: recordAudit,
  });
  const merchantGoods = new MerchantGoodsService({
    database,
    editor: goodsEditor,
    reviewsRepo: goodsReviewsRepo,
    audit: recordAudit,
  });
  // 拼团: joining reserves nothing; a formed group's orders are placed through checkout at the group price.
  const groupBuyRepo = new GroupBuyRepository(database);
  const groupBuy = new GroupBuyService({ repo: groupBuyRepo, catalog, checkout, addresses, messages, jobs, viewerOf: (id) => accounts.viewer(id) });
  const groupBuyAdmin = new GroupBuyAdminService(groupBuyRepo, jobs);

  const settlement = new SettlementService({ repo: new SettlementRepository(database), ledger, jobs, audit: recordAudit, clock });
  // Every job queue, in one place.
  const expiryLock = new ExpiryLock(
    {
      transaction: (fn) => database.db.transaction(fn),
      lockExpired: (tx, actor, today) => catalogAdmin.lockExpired(tx, actor, today),
      clearCarts: (tx, goodsIds) => cartRepo.removeGoods(tx, goodsIds),
      deliver: deliverMessages,
    },
    jobs,
  );
  jobs.register(EXPIRY_LOCK_QUEUE, async (_p, now) => void (await expiryLock.run(now)));
  jobs.register(ORDER_TIMEOUT_QUEUE, (p) => orders.expireSubmission(Number(p.submission_id)));
  // The sandbox provider's signed notification, checked exactly as the notify endpoint checks a real provider's.
  if (sandbox) jobs.register(NOTIFY_QUEUE, (p) => sandbox.runNotifyJob(p));
  jobs.register(REFUND_QUEUE, (p) => payments.runRefundJob(p));
  jobs.register(TRACE_REPORT_QUEUE, (p) => traceReports.runJob(p));
  jobs.register(ALERTS_QUEUE, (p) => alerts.runJob(p));
  jobs.register(SETTLEMENT_QUEUE, (p) => settlement.runMonthJob(p));
  jobs.register(GOODS_IMPORT_QUEUE, (p) => goodsImport.runJob(p));
  jobs.register(GROUP_CLOSE_QUEUE, (p, now) => groupBuy.runCloseJob(p, now));
  jobs.register(GROUP_FORM_QUEUE, (p, now) => groupBuy.runFormJob(p, now));
  const searchMaintenance = new SearchMaintenance(searchIndexer, jobs, database);
  jobs.register(TERM_COUNTS_QUEUE, (_p, now) => searchMaintenance.runJob(now));
  jobs.register(REINDEX_QUEUE, (p, now) => searchMaintenance.runReindexJob(p, now));

  return {
    /**
     * What every session read brings along about its member, by part (`attachedPart`): the viewer's facts and the
     * cart's version, written by their repositories as correlated reads of the session's member (one statement).
     */
    sessionFacts: attachAll({ viewer: (member) => accountsRepo.viewerFactsOf(member), cart: (member) => cartRepo.versionOf(member) }),
    searchMaintenance,
    chat,
    chatHub,
    limiter,
    jobs,
    sms,
    uploads,
    certificates,
    messages,
    registration,
    addresses,
    agreements,
    admin,
    operators,
    dashboard,
    catalogAdmin,
    goodsEditor,
    goodsBatches,
    goodsImport,
    fullReductionsAdmin,
    flashSalesAdmin,
    flashApplications,
    firstCamp,
    giftsAdmin,
    combinationsAdmin,
    couponsAdmin,
    gspRecords,
    walletAdjust,
    moneyApprovals,
    contentAdmin,
    catalogReference,
    operatorTotp,
    siteAdmin,
    jobsAdmin,
    goodsImages,
    stores,
    profile,
    content,
    accounts,
    catalog,
    kxGroups,
    goodsInfo,
    search,
    searchIndexer,
    promotions,
    coupons,
    cart,
    checkout,
    orders,
    fulfilment,
    traceability,
    traceReports,
    recalls,
    expiryLock,
    coldChain,
    invoices,
    payments,
    /** The configured provider (tests of its contract reach it here; everything else goes through `payments`). */
    paymentProvider,
    credit,
    withdraw,
    ledger,
    sandbox,
    points,
    pointsLedger,
    lottery,
    alerts,
    groupBuy,
    groupBuyAdmin,
    media,
    favorites,
    feedback,
    wanted,
    quickOrder,
    activities,
    videos,
    onboarding,
    merchants,
    goodsReviews,
    merchantGoods,
    settlement,
  };
}

export type Services = ReturnType<typeof createServices>;
