import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import { MODULE_KINDS, form, formWithFile, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { parseRange } from './videos.service.js';

describe('parseRange', () => {
  it('reads start-end, open ends and suffixes; refuses what cannot be served', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=0-5000', 1000)).toEqual({ start: 0, end: 999 });
    for (const bad of ['bytes=1000-', 'bytes=5-1', 'bytes=-', 'bytes=-0', 'items=0-1', 'bytes=0-1,5-9'])
      expect(parseRange(bad, 1000), bad).toBeNull();
  });
});

describe.each(MODULE_KINDS)('videos /video on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));

  it('lists the demo videos by category', async () => {
    const data = (await t.call({ method: 'GET', url: '/api/video/list' })).json().data;
    expect(data.categories).toEqual(['GSP 培训', '平台使用', '药店经营']);
    expect(data.list).toHaveLength(4);
    expect(data.list[0]).toMatchObject({ title: 'GSP 药品收货验收流程', src: expect.stringMatching(/^\/media\/video\/\d+\.webm$/) });
  });

  it('streams a file whole or by byte range, counting one view per play', async () => {
    const [first] = (await t.call({ method: 'GET', url: '/api/video/list' })).json().data.list;
    const whole = await t.call({ method: 'GET', url: first.src });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/webm');
    const size = whole.rawPayload.length;
    expect(size).toBeGreaterThan(10_000);
    expect(whole.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML: a real WebM
    const part = await t.call({ method: 'GET', url: first.src, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await t.call({ method: 'GET', url: first.src, headers: { range: `bytes=${size - 10}-` } });
    expect(tail.rawPayload.length).toBe(10);
    const beyond = await t.call({ method: 'GET', url: first.src, headers: { range: `bytes=${size}-` } });
    expect([beyond.statusCode, beyond.headers['content-range']]).toEqual([416, `bytes */${size}`]);
    const [row] = await t.database.rows<{ views: number }>(sql`select views from videos where id = ${first.id}`);
    expect(row.views).toBe(1);
  });

  it('answers unknown or malformed names with 404/422, never a file outside the directory', async () => {
    expect((await t.call({ method: 'GET', url: '/media/video/999999.webm' })).statusCode).toBe(404);
    for (const bad of ['..%2F..%2Fpackage.json', 'abc.webm', '1.mp4']) {
      const res = await t.call({ method: 'GET', url: `/media/video/${bad}` });
      expect([404, 422], bad).toContain(res.statusCode);
    }
    await t.database.rows(sql`update videos set published = false where id = (select min(id) from videos)`);
    const hidden = (await t.call({ method: 'GET', url: '/api/video/list' })).json().data.list;
    expect(hidden).toHaveLength(3);
  });

  it('lets the operator upload a video (told by its bytes), edit and hide it; bad uploads leave nothing behind', async () => {
    const operator = await t.operatorLogin();
    const member = await t.login();
    const clip = fs.readFileSync(new URL('../../../media/videos/otc-display.webm', import.meta.url));
    const meta = { category: '新品推介', title: '新品上市培训', description: '新品卖点与陈列', duration: '8' };
    const post = (body: ReturnType<typeof formWithFile>, cookie = operator) => t.call({ method: 'POST', url: '/admin/api/videos', cookie, ...body });
    const uploadsBefore = () => (fs.existsSync(t.app.services.videos.uploadDir) ? fs.readdirSync(t.app.services.videos.uploadDir).length : 0);
    const before = uploadsBefore();

    expect((await post(formWithFile(meta, { data: clip, name: 'a.webm', type: 'video/webm' }), member)).statusCode).toBe(403);
    const pdf = await post(formWithFile(meta, { data: Buffer.from('%PDF-1.7 not a video'), name: 'fake.webm', type: 'video/webm' }));
    expect([pdf.statusCode, pdf.json().msg]).toEqual([422, '仅支持 WebM 或 MP4 格式的视频文件']);
    const noTitle = await post(formWithFile({ ...meta, title: '' }, { data: clip, name: 'a.webm', type: 'video/webm' }));
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json().msg).toContain('视频标题');
    const noFile = await post(formWithFile(meta));
    expect([noFile.statusCode, noFile.json().msg]).toEqual([422, '请选择要上传的视频文件']);
    expect(uploadsBefore()).toBe(before);

    const saved = await post(formWithFile(meta, { data: clip, name: 'training.webm', type: 'video/webm' }));
    expect(saved.json()).toMatchObject({ code: 10000, data: { title: '新品上市培训', uploaded: 1, published: 1, mime: 'video/webm' } });
    const id = saved.json().data.id;
    const listed = (await t.call({ method: 'GET', url: '/api/video/list' })).json().data;
    expect(listed.categories).toContain('新品推介');
    const src = listed.list.find((v: { id: number }) => v.id === id).src;
    const part = await t.call({ method: 'GET', url: src, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString('hex')).toBe('1a45dfa3');
    expect((await t.call({ method: 'GET', url: src.replace('.webm', '.mp4') })).statusCode).toBe(404);

    const put = (body: Record<string, unknown>, vid = id) =>
      t.call({ method: 'PUT', url: `/admin/api/videos/${vid}`, cookie: operator, ...form(body) });
    expect((await put({ ...meta, published: 0 })).json().data.published).toBe(0);
    expect((await t.call({ method: 'GET', url: '/api/video/list' })).json().data.list.map((v: { id: number }) => v.id)).not.toContain(id);
    expect((await put({ ...meta, title: 'x' })).statusCode).toBe(422);
    expect((await put(meta, 2000000000)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/admin/api/videos', cookie: operator })).json().data.some((v: { id: number }) => v.id === id)).toBe(
      true,
    );
  });
});
