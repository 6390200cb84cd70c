import { describe, expect, it } from 'vitest';
import { MODULE_KINDS, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';

const seed = readSeed();

describe.each(MODULE_KINDS)('help articles and news on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));

  it('GET /api/article/{id} answers the article with its group, and 404/422 for a missing or bad id', async () => {
    const privacy = seed.content.articles.find((a) => a.route === '/privacy')!;
    const res = await t.call({ method: 'GET', url: `/api/article/${privacy.id}` });
    expect(res.statusCode).toBe(200);
    const a = res.json().data;
    expect(a).toMatchObject({ id: privacy.id, title: '隐私协议', url: '/privacy', group_name: '服务保障' });
    expect(a.body).toBe(privacy.body);
    const missing = await t.call({ method: 'GET', url: '/api/article/99999' });
    expect([missing.statusCode, missing.json().msg]).toEqual([404, '文章不存在']);
    const bad = await t.call({ method: 'GET', url: '/api/article/abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('文章');
  });

  it('GET /api/post/postDetail pages a type newest first, and with id answers the post and its neighbours of that type', async () => {
    const notices = seed.content.posts.filter((p) => p.type === 3).sort((x, y) => y.published_at.localeCompare(x.published_at) || y.id - x.id);
    const list = (await t.call({ method: 'GET', url: '/api/post/postDetail?type=3&page=1&page_size=2' })).json().data;
    expect(list.post).toBeNull();
    expect(list.list.total).toBe(notices.length);
    expect(list.list.list.map((p: { id: number }) => p.id)).toEqual(notices.slice(0, 2).map((p) => p.id));
    const middle = notices[1];
    const detail = (await t.call({ method: 'GET', url: `/api/post/postDetail?id=${middle.id}` })).json().data;
    expect(detail.list).toBeNull();
    expect(detail.post).toMatchObject({ id: middle.id, type: 3, title: middle.title, body: middle.body });
    expect(detail.post.next).toEqual({ id: notices[0].id, type: 3, title: notices[0].title });
    expect(detail.post.prev).toEqual({ id: notices[2].id, type: 3, title: notices[2].title });
    const missing = await t.call({ method: 'GET', url: '/api/post/postDetail?id=99999' });
    expect([missing.statusCode, missing.json().msg]).toEqual([404, '资讯不存在']);
    const badType = await t.call({ method: 'GET', url: '/api/post/postDetail?type=9' });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().msg).toContain('公告类型');
  });
});
