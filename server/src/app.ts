import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import qs from 'qs';
import crypto from 'node:crypto';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { frameworkError, registerErrorHandler } from './core/http/error-handler.js';
import { registerInputGuard } from './core/http/input-guard.js';
import { clientErrorHandler } from './core/http/client-error.js';
import { registerOriginCheck } from './core/security/origin-check.js';
import { registerSessionGuard } from './core/security/session-guard.js';
import { registerSecurityHeaders } from './core/security/headers.js';
import { sessionPlugin } from './core/session/session.plugin.js';
import { registerOpenApi } from './core/http/openapi.js';
import { registerWebApp } from './core/http/web-app.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { ordersRoutes, purchaseRecordsRoutes, quickBuyRoutes } from './modules/orders/orders.routes.js';
import { ordersAdminRoutes } from './modules/orders/orders-admin.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { sandboxRoutes } from './modules/payments/sandbox.routes.js';
import { creditRoutes } from './modules/payments/credit.routes.js';
import { withdrawRoutes } from './modules/payments/withdraw.routes.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { NOTIFY_QUEUE } from './modules/payments/payments.service.js';
import { couponsRoutes } from './modules/coupons/coupons.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { promotionsRoutes } from './modules/promotions/promotions.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { createServices, type Services } from './services.js';
import { registrationRoutes } from './modules/accounts/registration.routes.js';
import { centreRoutes } from './modules/accounts/centre.routes.js';
import { storesRoutes } from './modules/accounts/stores.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { pointsRoutes } from './modules/points/points.routes.js';
import { pointsAdminRoutes } from './modules/points/points-admin.routes.js';
import { lotteryAdminRoutes, lotteryRoutes } from './modules/lottery/lottery.routes.js';
import { alertsAdminRoutes, alertsRoutes } from './modules/alerts/alerts.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    database: Database;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve web/dist (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean | object;
}

/**
 * Start-up order as in fastify/demo: external plugins (cookies, bodies, docs), then app plugins (errors, CSRF,
 * session), then module routes, then the web app with its history fallback.
 */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.LOG_LEVEL },
    // N hops: trust the N nearest proxies only (proxy-addr counts hops from the socket outwards).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? (_addr: string, hop: number) => hop < (config.TRUST_PROXY as number) : config.TRUST_PROXY,
    // A client's (or proxy's) X-Request-ID is kept only when well-formed: it is echoed in a header and written to logs.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: (err, _req, reply) => {
      const { status, msg } = frameworkError(err);
      void (reply as FastifyReply).status(status).send({ code: status, msg, data: null });
    },
    clientErrorHandler,
    // qs with arrayLimit: `ids[]=…` stays an array past 20 items (stack notes).
    routerOptions: { querystringParser: (s: string) => qs.parse(s, { arrayLimit: 1000, depth: 5 }) as Record<string, unknown> },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their schemas in development and tests (contract drift fails loudly there);
  // production skips the second pass over every payload and only serialises.
  app.setSerializerCompiler(config.NODE_ENV === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler);
  app.decorate('database', database);
  app.decorate(
    'services',
    createServices(database, {
      uploadDir: config.UPLOAD_DIR,
      log: app.log,
      logSmsContent: config.NODE_ENV !== 'production',
      searchCacheTtlMs: config.SEARCH_CACHE_TTL_MS,
      orderPayMinutes: config.ORDER_PAY_MINUTES,
      publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      sandboxSecret: config.PAY_SANDBOX_SECRET,
    }),
  );
  // The job worker (order timeouts…) polls PostgreSQL; every process may run one, SKIP LOCKED shares the work.
  const pollMs = config.JOBS_POLL_MS ?? (config.NODE_ENV === 'test' ? 0 : 1000);
  if (pollMs > 0) app.services.jobs.start(pollMs);
  app.addHook('onClose', async () => app.services.jobs.stop());
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await registerSecurityHeaders(app);
  await app.register(cookie);
  await app.register(formbody, { parser: (s: string) => qs.parse(s, { arrayLimit: 1000, depth: 5 }) });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 50 } });
  await registerOpenApi(app);

  registerErrorHandler(app);
  registerOriginCheck(app, config.ALLOWED_ORIGINS);
  registerSessionGuard(app);
  registerInputGuard(app);
  await app.register(sessionPlugin, { database, ttlDays: config.SESSION_TTL_DAYS, secure: config.TRUST_PROXY !== false });

  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(contentRoutes, { prefix: '/api' });
  await app.register(accountsRoutes, { prefix: '/api' });
  await app.register(cartRoutes, { prefix: '/api' });
  await app.register(couponsRoutes, { prefix: '/api' });
  await app.register(checkoutRoutes, { prefix: '/api' });
  await app.register(ordersRoutes, { prefix: '/api' });
  await app.register(quickBuyRoutes, { prefix: '/api' });
  await app.register(purchaseRecordsRoutes, { prefix: '/api' });
  await app.register(paymentsRoutes, { prefix: '/api' });
  // The sandbox provider credits wallets on request: it exists only when explicitly enabled (demo, tests).
  if (config.PAYMENTS_SANDBOX) await app.register(sandboxRoutes);
  await app.register(creditRoutes);
  await app.register(withdrawRoutes);
  await app.register(invoicesRoutes, { prefix: '/api' });
  // The sandbox provider delivers its signed notifications over HTTP semantics to the store's notify endpoint.
  app.services.jobs.register(NOTIFY_QUEUE, async (p) => {
    const res = await app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: String(p.body), headers: { 'content-type': 'application/json', 'x-sandbox-signature': String(p.signature) } });
    if (res.statusCode !== 200) throw new Error(`notify answered ${res.statusCode}`);
  });
  await app.register(catalogRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(promotionsRoutes, { prefix: '/api' });
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(registrationRoutes, { prefix: '/api' });
  await app.register(centreRoutes, { prefix: '/api' });
  await app.register(storesRoutes, { prefix: '/api' });
  await app.register(uploadsRoutes, { prefix: '/api' });
  await app.register(messagesRoutes, { prefix: '/api' });
  await app.register(addressesRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/admin/api', sandbox: config.PAYMENTS_SANDBOX });
  await app.register(ordersAdminRoutes, { prefix: '/admin/api' });
  await app.register(pointsRoutes, { prefix: '/api' });
  await app.register(pointsAdminRoutes, { prefix: '/admin/api' });
  await app.register(lotteryRoutes, { prefix: '/api' });
  await app.register(lotteryAdminRoutes, { prefix: '/admin/api' });
  await app.register(alertsRoutes, { prefix: '/api' });
  await app.register(alertsAdminRoutes, { prefix: '/admin/api' });

  if (opts.serveWeb) await registerWebApp(app, config.WEB_DIST);
  return app;
}
