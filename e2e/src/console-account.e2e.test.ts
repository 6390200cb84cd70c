import { describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { suiteBrowser } from './browser.js';
import { operatorApi, shot } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();
const admin = operatorApi(baseURL);

/** An operator's own second factor (issue "Operator console": TOTP through a kept library), in the console. */
describe('operator console: two-step sign-in', () => {
  const browser = suiteBrowser(baseURL);
  const username = `mfa${String(Date.now()).slice(-6)}`;
  const password = 'Mfa-test-2026';

  it('an operator turns on the second factor from a QR code and then signs in with the app’s code', async () => {
    await admin('/admin/api/operators', { method: 'POST', body: { username, name: '安全测试', role: 'ops', password } });
    const page = browser.page;
    await page.context().clearCookies();
    await page.goto('/admin/login');
    await page.getByPlaceholder('运营账号或商家账号').fill(username);
    await page.getByPlaceholder('密码').fill(password);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByTestId('kpi-gmv').waitFor();

    await page.getByRole('button', { name: /安全测试/ }).hover();
    await page.getByRole('menuitem', { name: '开启双重验证' }).click();
    await page.getByRole('button', { name: /显示二维码/ }).click();
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    await page.getByAltText('双重验证二维码').waitFor();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    await page.getByTestId('totp-setup').getByLabel('动态验证码').fill(totp.generate());
    await shot(page, 'console-totp-setup', false);
    await page.getByRole('button', { name: /确认开启/ }).click();
    await page.getByText('已开启双重验证，下次登录需输入身份验证器中的验证码。').waitFor();
    await page.getByRole('button', { name: /完\s*成/ }).click();

    // Signing in again: the password alone leads to the code; the next period's code lets the operator in.
    await page.context().clearCookies();
    await page.goto('/admin/login');
    await page.getByPlaceholder('运营账号或商家账号').fill(username);
    await page.getByPlaceholder('密码').fill(password);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    const code = page.getByPlaceholder('6位动态验证码');
    await code.waitFor();
    await shot(page, 'console-login-totp', false);
    await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByTestId('kpi-gmv').waitFor();
    const accounts = await admin<Array<{ username: string; totp: boolean }>>('/admin/api/operators');
    expect(accounts.find((a) => a.username === username)?.totp).toBe(true);
  });
});
