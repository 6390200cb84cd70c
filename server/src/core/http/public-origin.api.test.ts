import { describe, expect, it } from 'vitest';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { qrSvg } from '../../shared/qr.js';

/**
 * Issue 44: every absolute link the server makes (the payment QR code and page, the app's QR codes) points where the
 * buyer can open it — PUBLIC_URL when set; else the address the request came to (Host; X-Forwarded-* only from a
 * trusted proxy), never http://localhost:PORT for a buyer on 127.0.0.1 or a LAN address.
 */
type Headers = Record<string, string>;

function suite(t: () => TestApp, cookie: () => string) {
  const recharge = async (headers: Headers, remoteAddress?: string) => {
    const body = form({ amount: '12.5' });
    const res = await t().call({
      method: 'POST',
      url: '/api/pay/recharge',
      cookie: cookie(),
      remoteAddress,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data as { qr_content: string; pay_url: string; qr_image: string };
    // The code drawn is the address given (nothing else is encoded).
    const drawn = Buffer.from(p.qr_image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
    expect(drawn).toBe(qrSvg(p.qr_content, { size: 220, caption: '请使用手机扫码支付' }));
    expect(p.pay_url).toBe(p.qr_content);
    return p.qr_content;
  };
  const appQr = (headers: Headers, remoteAddress?: string) => t().call({ method: 'GET', url: '/media/qr/app.svg', headers, remoteAddress });
  const appQrFor = (origin: string) => qrSvg(`${origin}/help/xrzn/gwzn`, { caption: '扫码下载药采APP', size: 160 });
  return { recharge, appQr, appQrFor };
}

describe.each(MODULE_KINDS)('links follow the address the buyer is on when PUBLIC_URL is unset (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  useApiSuite(kind, (s) => ({ t, cookie } = s));
  const { recharge, appQr, appQrFor } = suite(
    () => t,
    () => cookie,
  );

  it('gives a buyer on 127.0.0.1 or a LAN address a pay page on that address', async () => {
    expect(await recharge({ host: '127.0.0.1:3000' })).toMatch(/^http:\/\/127\.0\.0\.1:3000\/sandbox-pay\/SBX[0-9a-f]+$/);
    expect(await recharge({ host: '192.168.1.20:3000' })).toMatch(/^http:\/\/192\.168\.1\.20:3000\/sandbox-pay\/SBX/);
    expect(await recharge({ host: 'Shop.Example.com' })).toMatch(/^http:\/\/shop\.example\.com\/sandbox-pay\/SBX/);
    const page = await t.call({ method: 'GET', url: new URL(await recharge({ host: '127.0.0.1:3000' })).pathname });
    expect(page.statusCode).toBe(200);
  });

  it('ignores X-Forwarded-Host and -Proto without TRUST_PROXY, and a malformed Host', async () => {
    expect(await recharge({ host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\//,
    );
    for (const host of ['evil.example/x?', 'a b', 'evil.example@x', '"><script>']) {
      expect(await recharge({ host }), host).toMatch(/^http:\/\/localhost:3000\/sandbox-pay\//);
    }
  });

  it("draws the app's QR code for the address asked, and tells shared caches it varies by host", async () => {
    const res = await appQr({ host: '192.168.1.20:3000' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(appQrFor('http://192.168.1.20:3000'));
    expect(String(res.headers.vary)).toContain('host');
  });
});

describe.each(MODULE_KINDS)('links use PUBLIC_URL, the one address, when it is set (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  useApiSuite(kind, (s) => ({ t, cookie } = s), { app: { env: { PUBLIC_URL: 'https://shop.example.com' } } });
  const { recharge, appQr, appQrFor } = suite(
    () => t,
    () => cookie,
  );

  it('whatever the request says', async () => {
    const asked: Headers[] = [{ host: '127.0.0.1:3000' }, { host: 'other.example', 'x-forwarded-host': 'evil.example' }];
    for (const headers of asked) {
      expect(await recharge(headers)).toMatch(/^https:\/\/shop\.example\.com\/sandbox-pay\/SBX/);
      const res = await appQr(headers);
      expect(res.body).toBe(appQrFor('https://shop.example.com'));
      expect(res.headers.vary ?? '').not.toContain('host');
    }
  });
});

describe.each(MODULE_KINDS)('behind a trusted proxy (TRUST_PROXY=1) without PUBLIC_URL (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  useApiSuite(kind, (s) => ({ t, cookie } = s), { app: { env: { TRUST_PROXY: '1' } } });
  const { recharge, appQr, appQrFor } = suite(
    () => t,
    () => cookie,
  );

  it("takes the proxy's X-Forwarded-Host and -Proto, checked", async () => {
    const proxied = { host: '127.0.0.1:3000', 'x-forwarded-host': 'shop.example.com', 'x-forwarded-proto': 'https' };
    expect(await recharge(proxied, '127.0.0.1')).toMatch(/^https:\/\/shop\.example\.com\/sandbox-pay\/SBX/);
    expect((await appQr(proxied, '127.0.0.1')).body).toBe(appQrFor('https://shop.example.com'));
    expect(await recharge({ ...proxied, 'x-forwarded-host': 'evil.example/<script>' }, '127.0.0.1')).toMatch(/^http:\/\/localhost:3000\//);
    expect(await recharge({ ...proxied, 'x-forwarded-proto': 'javascript' }, '127.0.0.1')).toMatch(/^http:\/\/localhost:3000\//);
  });
});
