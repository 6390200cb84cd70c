import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { registerWebApp } from './web-app.js';

/** Security headers on the storefront, the API and /api/docs, and a valid OpenAPI document (issue "Trust"). */
describe('security headers and the OpenAPI document', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>药采</title></head><body><div id="root"></div></body></html>');
    t = await createTestApp('pglite', { extend: (app) => void app.register(async (scope) => registerWebApp(scope, { web: dist })) });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const common = (h: Record<string, unknown>) => {
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['x-frame-options']).toBe('DENY');
  };

  it('storefront pages (e.g. /addr) carry a CSP that forbids framing and foreign scripts', async () => {
    const res = await t.call({ method: 'GET', url: '/addr' });
    expect(res.statusCode).toBe(200);
    common(res.headers);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'"); // antd's CSS-in-JS
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // plain http
  });

  it('API answers: nosniff, CSP, and no-store for a signed-in member', async () => {
    const guest = await t.call({ method: 'GET', url: '/api/health' });
    common(guest.headers);
    const cookie = await t.login();
    const mine = await t.call({ method: 'GET', url: '/api/user/base', cookie });
    expect(mine.statusCode).toBe(200);
    common(mine.headers);
    expect(mine.headers['cache-control']).toContain('no-store');
  });

  it('/api/docs is served with its own CSP and no upgrade to https on plain http', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends HSTS only when the request came over TLS', async () => {
    const { buildApp } = await import('../../app.js');
    const { loadConfig } = await import('../../config.js');
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', TRUST_PROXY: '1' }),
      database: t.database,
      logger: false,
    });
    try {
      const tls = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toContain('max-age=');
      const plain = await app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('the OpenAPI document is valid and every $ref resolves', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    for (const name of refs) expect(doc.components.schemas, name).toHaveProperty(name);
  });
});
