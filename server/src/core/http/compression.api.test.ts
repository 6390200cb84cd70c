import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { registerWebApp } from './web-app.js';

/** Issue 16: API answers compressed when asked, built assets sent from their precompressed files. */
describe('compression', () => {
  let t: TestApp;
  let dist: string;
  const script = `export const big = ${JSON.stringify('药采'.repeat(4000))};\n`;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>药采</title></head><body></body></html>');
    fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), zlib.gzipSync(script));
    t = await createTestApp('pglite', { extend: (app) => void app.register(async (scope) => registerWebApp(scope, { web: dist })) });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('a large JSON answer is brotli- or gzip-compressed as accepted, and decodes to the same answer', async () => {
    const plain = await t.call({ method: 'GET', url: '/api/goods/list' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.call({ method: 'GET', url: '/api/goods/list', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.call({ method: 'GET', url: '/api/goods/list', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('a small answer is sent as it is', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a built asset is sent from its .br / .gz file, and raw to a client that accepts neither', async () => {
    const br = await t.call({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.call({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const raw = await t.call({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(script);
  });
});

describe('acceptedEncoding', () => {
  it('prefers br, falls back to gzip, honours q=0 and ignores what it does not speak', async () => {
    const { acceptedEncoding } = await import('./compression.js');
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
