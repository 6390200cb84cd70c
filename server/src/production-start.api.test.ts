import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { freePorts, PRODUCTION_KEYS, runToExit, startServer } from '../test/server-process.js';
import { SECRETS } from './config.js';
import { NO_PROVIDER } from './modules/payments/payments.service.js';
import { sign } from './modules/payments/sandbox.provider.js';

const MAIN = 'server/src/main.ts';
/** Production as an operator would start it, minus whatever a test leaves out ('' is unset). */
const PRODUCTION = { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'false', HOST: '127.0.0.1', JOBS_POLL_MS: '0' };
const UNSET = { PAY_SANDBOX_SECRET: '', CHAT_SECRET: '', PUBLIC_URL: '', DATABASE_URL: '', DATA_DIR: 'memory://' };

describe('a production start refuses what is not its own, naming each variable (the real process)', () => {
  it('refuses with no keys and no public address', async () => {
    const run = await runToExit(MAIN, [], { ...PRODUCTION, ...UNSET });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('拒绝启动');
    for (const name of ['PAY_SANDBOX_SECRET', 'CHAT_SECRET', 'PUBLIC_URL']) expect(run.stderr).toMatch(new RegExp(`- ${name}: 未设置`));
  });

  it('refuses the development keys and an http address', async () => {
    const run = await runToExit(MAIN, [], {
      ...PRODUCTION,
      ...UNSET,
      PAY_SANDBOX_SECRET: SECRETS.PAY_SANDBOX_SECRET.dev,
      CHAT_SECRET: SECRETS.CHAT_SECRET.dev,
      PUBLIC_URL: 'http://shop.example.com',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/- PAY_SANDBOX_SECRET: 仍是开发用的默认值/);
    expect(run.stderr).toMatch(/- CHAT_SECRET: 仍是开发用的默认值/);
    expect(run.stderr).toMatch(/- PUBLIC_URL: 生产环境须为 https 地址/);
  });
});

/** A member's session on a real server. */
async function signIn(base: string, username: string, password: string): Promise<string | null> {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  if (res.status !== 200) return null;
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('yc_sid=') && !c.startsWith('yc_sid=;'))!
    .split(';')[0];
}

describe.runIf(process.env.TEST_DATABASE_URL)('production on a database with the demo data (the real process)', () => {
  let t: TestApp;
  const servers: ChildProcess[] = [];
  const [port, demoPort] = freePorts(2) as [number, number];
  /** The members' passwords reset-demo-passwords printed. */
  const newPasswords = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp('postgres');
  }, 150_000);
  afterAll(async () => {
    for (const s of servers) s.kill('SIGTERM');
    await t?.close();
  });

  it('refuses to start while demo accounts open with their published passwords; reset-demo-passwords clears the way', async () => {
    const env = { ...PRODUCTION, ...PRODUCTION_KEYS, DATABASE_URL: t.url!, PORT: String(port) };
    const refused = await runToExit(MAIN, [], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('演示密码');
    for (const name of ['后台账号 admin', '后台账号 huakang', '会员账号 demo']) expect(refused.stderr).toContain(name);
    expect(refused.stderr).toContain('reset-demo-passwords');

    const reset = await runToExit('server/src/cli/admin.ts', ['reset-demo-passwords'], env);
    expect(reset.code, reset.stdout + reset.stderr).toBe(0);
    for (const [, name, password] of reset.stdout.matchAll(/会员账号 (\S+)\t(\S+)/g)) newPasswords.set(name, password);
    const demoPassword = newPasswords.get('demo')!;
    expect(demoPassword).toMatch(/^Yc[0-9a-f]{16}\d$/);

    servers.push(await startServer(t.url!, port, { PAYMENTS_SANDBOX: 'false', SEED_DEMO: 'true' }));
    const base = `http://127.0.0.1:${port}`;
    expect(await signIn(base, 'demo', 'demo123456')).toBeNull();
    const cookie = (await signIn(base, 'demo', demoPassword))!;
    expect(cookie).toMatch(/^yc_sid=/);

    // The attack of issue 44 against the running production server: no route, nothing credited.
    const body = JSON.stringify({ out_trade_no: 'P202601010000000001', trade_no: 'SBX1', amount: 1_000_000, status: 'SUCCESS' });
    const forged = await fetch(`${base}/api/pay/notify/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': sign(SECRETS.PAY_SANDBOX_SECRET.dev, body) },
      body,
    });
    expect(forged.status).toBe(404);
    expect((await fetch(`${base}/api/sandbox-pay/SBX1234567890ab`)).status).toBe(404);
    // The pay page's address is no page of the server's: it falls to the storefront, which draws its own 404.
    expect(await (await fetch(`${base}/sandbox-pay/SBX1234567890ab`)).text()).not.toContain('沙箱支付');
    const recharge = await fetch(`${base}/api/pay/recharge`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=10000',
    });
    expect(recharge.status).toBe(409);
    expect(((await recharge.json()) as { msg: string }).msg).toBe(NO_PROVIDER.recharge);
  }, 150_000);

  it('`npm start` mode (production with the sandbox on) needs no configuration; its QR code opens on the address the buyer used', async () => {
    servers.push(await startServer(t.url!, demoPort, { PAYMENTS_SANDBOX: 'true', PAY_SANDBOX_SECRET: '', CHAT_SECRET: '', PUBLIC_URL: '' }));
    const base = `http://127.0.0.1:${demoPort}`;
    const cookie = (await signIn(base, 'demo2', newPasswords.get('demo2')!))!;
    const res = await fetch(`${base}/api/pay/recharge`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=12.5',
    });
    expect(res.status).toBe(200);
    const payment = ((await res.json()) as { data: { qr_content: string } }).data;
    expect(payment.qr_content).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${demoPort}/sandbox-pay/SBX`));
    const page = await fetch(payment.qr_content);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('¥12.50');
  }, 150_000);
});
