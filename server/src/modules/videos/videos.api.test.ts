import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DB_KINDS, type TestApp } from '../../../test/test-app.js';
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

describe.each(DB_KINDS)('videos /video on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

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
});
