import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, DB_KINDS, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { loadConfig } from '../../config.js';
import { EXE, multipart, PDF, PNG, upload } from './member-test-kit.js';
import { uploads } from './uploads.tables.js';

describe.each(DB_KINDS)('uploads (POST /api/uploads, GET /api/uploads/:id) on %s', (kind) => {
  let t: TestApp;
  let demo: string;
  let demo2: string;
  useApiSuite(kind, (s) => ({ t, cookie: demo, other: demo2 } = s), { other: true });

  it('stores a PNG outside the web root under a random name and serves it to its owner only', async () => {
    const res = await upload(t, demo, PNG, '营业执照.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ mime: 'image/png', size: PNG.length, name: '营业执照.png', url: `/api/uploads/${data.id}` });
    expect(data.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, data.id));
    expect(row.storagePath).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const dir = loadConfig({ NODE_ENV: 'test' }).UPLOAD_DIR;
    expect(fs.readFileSync(path.join(dir, row.storagePath))).toEqual(PNG);
    expect(path.resolve(dir).startsWith(path.resolve(loadConfig({}).WEB_DIST))).toBe(false);

    const own = await t.call({ method: 'GET', url: data.url, cookie: demo });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toBe('private, no-store');
    // Never framed, and sandboxed (core/http/user-files.api.test.ts checks every uploaded file's headers).
    expect(own.headers['x-frame-options']).toBe('DENY');
    expect(own.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(own.headers['content-security-policy']).toContain('sandbox');
    expect(own.rawPayload).toEqual(PNG);

    const other = await t.call({ method: 'GET', url: data.url, cookie: demo2 });
    expect(other.statusCode).toBe(404);
    expect(other.json().msg).toBe('文件不存在');
    expect(other.body).not.toContain('PNG');
    expect((await t.call({ method: 'GET', url: data.url })).statusCode).toBe(401);
    const operator = await t.call({ method: 'GET', url: data.url, cookie: await t.operatorLogin() });
    expect(operator.statusCode).toBe(200);
  });

  it('accepts PDF, JPEG and WebP by content, whatever the name says', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
    const cases: Array<[Buffer, string, string]> = [
      [PDF, 'licence.pdf', 'application/pdf'],
      [jpeg, 'photo.png', 'image/jpeg'],
      [webp, 'scan.webp', 'image/webp'],
    ];
    for (const [data, name, mime] of cases) {
      const res = await upload(t, demo, data, name, 'application/octet-stream');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.mime).toBe(mime);
    }
  });

  it('refuses a disguised executable (exe bytes named .jpg) and other types with a Chinese message', async () => {
    const exe = await upload(t, demo, EXE, 'licence.jpg', 'image/jpeg');
    expect(exe.statusCode).toBe(422);
    expect(exe.json().msg).toBe('文件内容为可执行程序，已拒绝上传；请上传JPG、PNG、WebP图片或PDF文件');
    expect(exe.json().errors.file).toHaveLength(1);
    const svg = await upload(t, demo, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'a.png', 'image/png');
    expect(svg.statusCode).toBe(422);
    expect(svg.json().msg).toBe('仅支持JPG、PNG、WebP图片或PDF文件');
    const empty = await upload(t, demo, Buffer.alloc(0), 'empty.png', 'image/png');
    expect(empty.json().msg).toBe('请选择要上传的文件');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(t, demo, big, 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('文件大小不能超过5MB');
  });

  it('needs a signed-in member, a multipart body and a file', async () => {
    const guest = await t.call({ method: 'POST', url: '/api/uploads', ...multipart(PNG, 'a.png') });
    expect(guest.statusCode).toBe(401);
    const json = await t.call({ method: 'POST', url: '/api/uploads', cookie: demo, payload: { file: 'x' } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const boundary = '----nofile';
    const noFile = await t.call({
      method: 'POST',
      url: '/api/uploads',
      cookie: demo,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().msg).toBe('请选择要上传的文件');
  });

  it('answers unknown or malformed ids with 404, never a file', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '..%2F..%2Fetc%2Fpasswd', 'abc']) {
      const res = await t.call({ method: 'GET', url: `/api/uploads/${id}`, cookie: demo });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses an upload from a foreign origin (CSRF)', async () => {
    const body = multipart(PNG, 'a.png', 'image/png');
    const res = await t.call({
      method: 'POST',
      url: '/api/uploads',
      cookie: demo,
      payload: body.payload,
      headers: { ...body.headers, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe.each(DB_KINDS)('uploads over real HTTP on %s', (kind) => {
  it('over real HTTP, a 12 MiB PNG sent browser-style (fields first) is always 413 and never stored', async () => {
    const t = await createTestApp(kind);
    const cookie = await t.login('demo');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const count = async () => (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from uploads`))[0].n;
      const before = await count();
      const big = Buffer.concat([PNG, crypto.randomBytes(12 * 1024 * 1024)]);
      for (let i = 0; i < 10; i++) {
        const body = new FormData();
        body.append('kind', 'business_licence');
        body.append('note', '营业执照');
        body.append('file', new Blob([big], { type: 'image/png' }), 'licence.png');
        const res = await fetch(`${address}/api/uploads`, { method: 'POST', body, headers: { cookie, origin: address } });
        expect(res.status).toBe(413);
        expect(((await res.json()) as { msg: string }).msg).toBe('文件大小不能超过5MB');
      }
      expect(await count()).toBe(before);
    } finally {
      await t.close();
    }
  }, 90_000); // a fresh app and 12 MiB over a socket: slow on a busy 2-core machine
});
