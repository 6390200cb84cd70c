import { z } from 'zod';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './paths.js';

export { REPO_ROOT };

/**
 * Keys that sign or verify what strangers send us (every one the server has: grep HMAC, sign, secret). Each has a
 * development value, public in this source, so that `npm start` and the tests run with no configuration; a
 * production server refuses to start while one is unset or still that value (`productionRefusals`).
 */
export const SECRETS = {
  PAY_SANDBOX_SECRET: { dev: 'yaocai-sandbox-notify-key-dev', what: '沙箱支付通知的签名密钥' },
  CHAT_SECRET: { dev: 'yaocai-chat-account-key-dev', what: '在线客服账号签名（/api/im/accountImport 的 sig）的密钥' },
} as const;
type SecretName = keyof typeof SECRETS;
/** A production key's least length: 32 characters (`openssl rand -hex 32` gives 64). */
const SECRET_MIN_PRODUCTION = 32;

const secret = (name: SecretName) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .min(16, { error: `${name} 至少16个字符` })
      .optional(),
  );

/** An origin: http(s), a host, an optional port, no path (one trailing slash is forgiven). */
const publicUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .transform((v, ctx) => {
      const u = URL.canParse(v) ? new URL(v) : null;
      const plain =
        u && (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password && u.pathname === '/' && !u.search && !u.hash;
      if (!plain || !/^https?:\/\/[^/?#]+\/?$/i.test(v)) {
        ctx.addIssue({ code: 'custom', message: 'PUBLIC_URL 须形如 https://shop.example.com（不带路径）' });
        return z.NEVER;
      }
      return u.origin;
    })
    .optional(),
);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'PORT 必须是 1–65535 之间的整数' })
    .int({ error: 'PORT 必须是 1–65535 之间的整数' })
    .min(0, { error: 'PORT 必须是 1–65535 之间的整数' })
    .max(65535, { error: 'PORT 必须是 1–65535 之间的整数' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** postgres://… selects a real PostgreSQL server; unset means the embedded PGlite. */
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL 必须以 postgres:// 或 postgresql:// 开头' })
      .optional(),
  ),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Named prepared statements on PostgreSQL (planned once per connection). Off ('0') behind a transaction-mode pooler. */
  DATABASE_NAMED_STATEMENTS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Where PGlite keeps its files; 'memory://' keeps nothing (tests). */
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Session lifetime in days. */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /**
   * Behind a TLS-terminating proxy: which proxies to trust for X-Forwarded-* (and cookies become Secure).
   * 'false' none; a number of hops ('1': the nearest proxy only — 'true' means the same); or a comma-separated list
   * of proxy addresses/CIDRs. Trusting every hop would let a client's own X-Forwarded-For pick its IP (rate limits).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const t = v.trim();
      if (t === '' || t === 'false' || t === '0') return false as const;
      if (t === 'true') return 1;
      if (/^\d{1,2}$/.test(t)) return Number(t);
      const list = t
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.every((a) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a))) return list;
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY 须为 false、代理层数（如 1）或代理地址列表（如 10.0.0.1,10.0.0.0/8）' });
      return z.NEVER;
    }),
  /** The built-in sandbox payment provider and the SMS outbox page: demo and tests only (`npm start` turns it on). */
  PAYMENTS_SANDBOX: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Extra origins allowed on state-changing requests besides the request's own host (comma-separated). */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /**
   * Sign-in attempts a member may make from one address in 10 minutes (operators twice as many). A pharmacy chain's
   * stores behind one NAT address may need more; the per-name lock after 5 wrong passwords stays whatever this is.
   */
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  /** How long a search ranking (ids and total of one query page) is reused by this process; 0 turns it off. */
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'web', 'dist')),
  /** The built operator console, served under /admin. */
  ADMIN_DIST: z.string().default(path.join(REPO_ROOT, 'admin', 'dist')),
  /** The phone storefront's build (issue 46), served to phones at the storefront's paths; its assets at /m/. */
  PHONE_DIST: z.string().default(path.join(REPO_ROOT, 'phone', 'dist')),
  /** Uploaded certificates: outside the web root, served only through the authenticated /api/uploads/:id. */
  UPLOAD_DIR: z.string().min(1).optional(),
  /** Minutes an unpaid order keeps its stock and coupons before the timeout job cancels it. */
  ORDER_PAY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** How often this process polls the job queue (ms); 0 runs no worker here (tests run jobs explicitly). */
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /**
   * The shop's public address, the one origin of every absolute link the server makes (payment QR codes and pages,
   * the app's QR codes, SMS texts). Required (https) in production; unset, links follow the address each request came
   * to (core/http/public-origin.ts).
   */
  PUBLIC_URL: publicUrl,
  /** HMAC key of the sandbox payment provider's notifications (SECRETS). */
  PAY_SANDBOX_SECRET: secret('PAY_SANDBOX_SECRET'),
  /** HMAC key that signs chat accounts (SECRETS). */
  CHAT_SECRET: secret('CHAT_SECRET'),
  /** Load the committed demo data into an empty database. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * With the demo data and the sandbox payment provider: also play 90 days of demo orders (payments, shipments,
   * refunds, statements) into the freshly loaded database, so the console's figures have a history. The e2e servers
   * turn it off (their tests count rows from the seed).
   */
  DEMO_HISTORY: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

type Parsed = z.infer<typeof configSchema>;
export type Config = Omit<Parsed, 'UPLOAD_DIR' | SecretName> & {
  UPLOAD_DIR: string;
  /**
   * A production server: NODE_ENV=production with the sandbox off. `npm start` (demo: NODE_ENV=production with the
   * sandbox on), development and tests are not, and run on the development keys.
   */
  LIVE: boolean;
} & Record<SecretName, string>;

/** Validates the environment once at start; a bad value stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`配置错误 (invalid configuration):\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const live = c.NODE_ENV === 'production' && !c.PAYMENTS_SANDBOX;
  if (live) {
    const refusals = productionRefusals(c);
    if (refusals.length) {
      throw new ConfigError(
        `生产环境（NODE_ENV=production 且未开启沙箱）拒绝启动，请先设置 (refusing to start in production):\n${refusals.map((r) => `  - ${r}`).join('\n')}`,
      );
    }
  }
  // Tests never write into the repository: their uploads go to a temporary directory.
  const uploads = c.UPLOAD_DIR ?? (c.NODE_ENV === 'test' ? path.join(os.tmpdir(), 'yaocai-test-uploads') : path.join(REPO_ROOT, 'data', 'uploads'));
  const secrets = Object.fromEntries((Object.keys(SECRETS) as SecretName[]).map((name) => [name, c[name] ?? SECRETS[name].dev])) as Record<
    SecretName,
    string
  >;
  return { ...c, ...secrets, UPLOAD_DIR: uploads, LIVE: live };
}

/** What a production server lacks, one line per variable, each naming it: unset or development keys, no https address. */
function productionRefusals(c: Parsed): string[] {
  const out: string[] = [];
  const given = new Map<string, SecretName>();
  for (const name of Object.keys(SECRETS) as SecretName[]) {
    const value = c[name];
    const { what } = SECRETS[name];
    if (value === undefined) out.push(`${name}: 未设置（${what}）；请设为至少${SECRET_MIN_PRODUCTION}个字符的随机值，如 openssl rand -hex 32 的输出`);
    else if (Object.values(SECRETS).some((s) => s.dev === value))
      out.push(`${name}: 仍是开发用的默认值（公开在源代码中，任何人都能用它签名）；请换成自己的随机值`);
    else if (value.length < SECRET_MIN_PRODUCTION) out.push(`${name}: 生产环境至少${SECRET_MIN_PRODUCTION}个字符`);
    else if (given.has(value)) out.push(`${name}: 不得与 ${given.get(value)} 相同，每个密钥各用各的随机值`);
    if (value !== undefined) given.set(value, name);
  }
  if (!c.PUBLIC_URL)
    out.push('PUBLIC_URL: 未设置；请设为商城对外的 https 地址（如 https://shop.example.com），支付二维码、支付页面和短信里的链接都指向它');
  else if (!c.PUBLIC_URL.startsWith('https://')) out.push(`PUBLIC_URL: 生产环境须为 https 地址（现为 ${c.PUBLIC_URL}）`);
  return out;
}

export class ConfigError extends Error {}
