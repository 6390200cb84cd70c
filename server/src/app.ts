import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import qs from 'qs';
import crypto from 'node:crypto';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { GUEST } from './shared/viewer.js';
import type { Database } from './db/client.js';
import { frameworkError, registerErrorHandler } from './core/http/error-handler.js';
import { registerInputGuard } from './core/http/input-guard.js';
import { clientErrorHandler } from './core/http/client-error.js';
import { registerOriginCheck } from './core/security/origin-check.js';
import { callerSlots } from './core/http/route-scopes.js';
import { registerRoutes } from './routes.js';
import { deviceCookie } from './core/security/device-cookie.js';
import { registerCostlyCallLimits } from './core/rate-limit/costly-calls.js';
import websocket from '@fastify/websocket';
import { registerSecurityHeaders } from './core/security/headers.js';
import { sessionPlugin } from './core/session/session.plugin.js';
import { registerOpenApi } from './core/http/openapi.js';
import { registerWebApp } from './core/http/web-app.js';
import { phoneFirstScreens } from './core/http/phone-first-screen.js';
import { HOME_BANNER_ID, searchQuery } from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { registerCompression } from './core/http/compression.js';
import { registerPublicOrigin } from './core/http/public-origin.js';
import { SandboxWechatProvider } from './modules/accounts/wechat.provider.js';
import { createServices, type Services } from './services.js';
import type { TraceReportSink } from './modules/traceability/trace-report.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    database: Database;
    /** Every route with its options (the route-guard test reads each one's `config.guard`). */
    routeTable: RouteOptions[];
    /** Whether answers that services keep may be sent as kept bytes (`okKept`): production, not development or tests. */
    keepsAnswers: boolean;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve web/dist (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean | object;
  /** The national 药品追溯 platforms' adapter (services' `traceSink`): none in the product; tests give the double. */
  traceSink?: TraceReportSink | null;
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
  app.decorate('keepsAnswers', config.NODE_ENV === 'production');
  app.decorate('database', database);
  const routeTable: RouteOptions[] = [];
  app.decorate('routeTable', routeTable);
  registerPublicOrigin(app, config.PUBLIC_URL, config.PORT);
  // Kept by reference: a scope's own onRoute hook sets `config.guard` on the same options after this one runs.
  app.addHook('onRoute', (route) => void routeTable.push(route));
  app.decorate(
    'services',
    createServices(database, {
      uploadDir: config.UPLOAD_DIR,
      log: app.log,
      logSmsContent: config.NODE_ENV !== 'production',
      searchCacheTtlMs: config.SEARCH_CACHE_TTL_MS,
      loginAttemptsPerIp: config.LOGIN_ATTEMPTS_PER_IP,
      secondFactorRequired: config.NODE_ENV === 'production' && !config.PAYMENTS_SANDBOX,
      orderPayMinutes: config.ORDER_PAY_MINUTES,
      // The sandbox exists only when switched on (demo, tests); production has no provider until a real one is added.
      payments: config.PAYMENTS_SANDBOX ? { provider: 'sandbox', sandboxSecret: config.PAY_SANDBOX_SECRET } : { provider: 'none' },
      // Its WeChat sign-in takes made-up codes: the same switch, the same reason.
      wechat: config.PAYMENTS_SANDBOX ? new SandboxWechatProvider() : null,
      chatSecret: config.CHAT_SECRET,
      warn: (o, msg) => app.log.warn(o, msg),
      traceSink: opts.traceSink ?? null,
    }),
  );
  // Chat pushes: this process LISTENs for messages committed by any process (PostgreSQL NOTIFY; PGlite in-process).
  await app.services.chatHub.start();
  app.addHook('onClose', async () => app.services.chatHub.stop());
  // The job worker (order timeouts…) polls PostgreSQL; every process may run one, SKIP LOCKED shares the work.
  const pollMs = config.JOBS_POLL_MS ?? (config.NODE_ENV === 'test' ? 0 : 1000);
  if (pollMs > 0) {
    // The monthly merchant statements: this month's run is queued once (the job queues the next month's itself).
    await app.services.settlement.schedule();
    await app.services.searchMaintenance.schedule();
    await app.services.expiryLock.schedule();
    // Reports written while no 追溯 platform adapter was configured are sent once one is.
    await app.services.traceReports.schedule(database.db);
    app.services.jobs.start(pollMs);
  }
  app.addHook('onClose', async () => app.services.jobs.stop());
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await registerSecurityHeaders(app);
  registerCompression(app);
  await app.register(cookie);
  await app.register(formbody, { parser: (s: string) => qs.parse(s, { arrayLimit: 1000, depth: 5 }) });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 50 } });
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await registerOpenApi(app);

  registerErrorHandler(app);
  registerOriginCheck(app, config.ALLOWED_ORIGINS);
  await app.register(callerSlots);
  registerInputGuard(app);
  await app.register(sessionPlugin, {
    database,
    ttlDays: config.SESSION_TTL_DAYS,
    secure: config.TRUST_PROXY !== false,
    // The viewer's facts and the cart's version come with every session read (one statement).
    attach: app.services.sessionFacts,
  });

  // Exports and long reports, per console account (after the scopes' guards, which name the account).
  registerCostlyCallLimits(app, app.services.limiter);
  await app.register(deviceCookie, { secure: config.TRUST_PROXY !== false });
  await registerRoutes(app, config);

  if (opts.serveWeb) {
    const { catalog, content, search } = app.services;
    const goodsImage = async (id: number) => (await catalog.cardsByIds(GUEST, [id]))[0]?.goods_image[0] ?? null;
    await registerWebApp(
      app,
      { web: config.WEB_DIST, console: config.ADMIN_DIST, phone: config.PHONE_DIST },
      {
        topBanner: async () => (await content.topBanners())[0] ?? null,
        // The goods page's main image is its largest paint: requested with the HTML instead of after the app's render.
        pageImage: async (path) => {
          const id = Number(/^\/list\/info(?:-pt)?\/(\d{1,10})\/?$/.exec(path)?.[1] ?? 0);
          if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
          return goodsImage(id);
        },
        phoneFirstScreens: phoneFirstScreens({
          homeBanners: () => content.banners(HOME_BANNER_ID),
          search: async (keywords) => {
            // The phone's first page (search-page.tsx): the same query, so the app's own call finds it ranked.
            const found = await search.search(GUEST, searchQuery.parse({ keywords, page: 1, page_size: 20 }));
            // As the API sends it (its response schema), for the app to start from.
            return found.ok ? endpoints.search.page.response.parse(found.value) : null;
          },
          goodsImage,
        }),
      },
    );
  }
  return app;
}
