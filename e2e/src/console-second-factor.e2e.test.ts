import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { openBrowser } from './browser.js';
import { resetDemoPasswords, startServer, type Running } from './server-process.js';
import { shot } from './storefront.js';

/**
 * Issue 44: on a production server (NODE_ENV=production, payments sandbox off), a console account with money or member
 * powers that has no second factor signs in with its password to the enrolment page and nothing else; once it has
 * bound its authenticator it works, and the next sign-in asks for the code. Its own server: the suite's run in demo mode.
 */
describe('operator console: second factor required in production', () => {
  let dir = '';
  let kefuPassword = '';
  let server: Running | undefined;
  let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-e2e-prod-'));
    // A production server refuses to start while demo accounts open with README's passwords: the demo data is loaded
    // in demo mode first (a copy of the data dir global-setup.ts seeded that way), then the accounts get fresh
    // passwords from the shell, as an operator going live would do.
    fs.cpSync(inject('seededDataDir'), dir, { recursive: true });
    kefuPassword = resetDemoPasswords(dir).get('kefu')!;
    server = await startServer(dir, {
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: 'false',
      PAY_SANDBOX_SECRET: 'e2e-second-factor-notify-key-0001',
      CHAT_SECRET: 'e2e-second-factor-chat-key-000001',
      // Production wants its https address for the links it makes; the browser still talks to 127.0.0.1.
      PUBLIC_URL: 'https://yaocai.e2e.test',
    });
    browser = await openBrowser(server.baseURL);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('客服 binds the authenticator before anything else, then works; the next sign-in asks for the code', async () => {
    const page = browser!.page;
    const signIn = async () => {
      await page.context().clearCookies();
      await page.goto('/admin/members');
      await page.waitForURL('**/admin/login**');
      await page.getByPlaceholder('运营账号或商家账号').fill('kefu');
      await page.getByPlaceholder('密码').fill(kefuPassword);
      await page.getByRole('button', { name: /登\s*录/ }).click();
    };
    await signIn();
    // Straight to the enrolment page, which says why; any other console address comes back to it.
    const enrol = page.getByTestId('totp-enrol');
    await enrol.waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/security/totp');
    await page.getByText('客服账号（可操作资金或会员）须开启双重验证后才能使用管理后台').waitFor();
    await shot(page, 'console-totp-enrol-first', false);
    await page.goto('/admin/orders');
    await enrol.waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/orders');

    await page.getByRole('button', { name: /显示二维码/ }).click();
    await page.getByAltText('双重验证二维码').waitFor();
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    await shot(page, 'console-totp-enrol-first-qr', false);
    await page.getByTestId('totp-setup').getByLabel('动态验证码').fill(totp.generate());
    await page.getByRole('button', { name: /确认开启/ }).click();
    // Bound: on to the page that was asked for, in the console's frame.
    await page.waitForURL('**/admin/orders');
    await page.getByRole('menuitem', { name: '会员与资质审核' }).waitFor();

    await signIn();
    const code = page.getByPlaceholder('6位动态验证码');
    await code.waitFor();
    await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/admin/members');
    await page.getByRole('menuitem', { name: '会员与资质审核' }).waitFor();
  });
});
