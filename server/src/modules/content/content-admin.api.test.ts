import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';

describe.each(MODULE_KINDS)('console news and help centre /admin/api/posts, /admin/api/articles on %s', (kind) => {
  let t: TestApp, operator: string;
  useApiSuite(kind, (s) => ({ t, operator } = s), { operator: true });

  const audits = async (action: string) =>
    (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from operator_audit where action = ${action}`))[0].n;
  const call = (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>) => t.call({ method, url, cookie: operator, ...form(body) });
  const hostile =
    '<p onclick="steal()">药品质量<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">点我</a><iframe src="https://evil.example"></iframe>';

  it('publishes a news post: sanitised before it is stored, on the storefront at once, one audit row', async () => {
    const before = await audits('post.create');
    const res = await call('POST', '/admin/api/posts', { type: 2, title: '平台升级公告（测试）', body: hostile });
    expect(res.statusCode, res.body).toBe(200);
    const post = res.json().data;
    expect(post).toMatchObject({ type: 2, title: '平台升级公告（测试）', state: 'published', hidden: false, desc: '药品质量 点我' });
    expect(post.body).not.toMatch(/script|onclick|onerror|javascript|iframe/);
    const [{ body: stored }] = await t.database.rows<{ body: string }>(sql`select body from posts where id = ${post.id}`);
    expect(stored).toBe(post.body);
    expect(await audits('post.create')).toBe(before + 1);

    const list = (await t.call({ method: 'GET', url: '/api/post/postDetail?type=2&page=1&page_size=1' })).json().data.list;
    expect(list.list[0]).toMatchObject({ id: post.id, title: '平台升级公告（测试）' });
    const detail = (await t.call({ method: 'GET', url: `/api/post/postDetail?id=${post.id}` })).json().data.post;
    expect(detail.body).toBe(post.body);
  });

  it('schedules and takes down a post: neither shows on the storefront, the console lists both', async () => {
    const scheduled = (
      await call('POST', '/admin/api/posts', { type: 3, title: '定时活动公告', body: '<p>下月开始</p>', published_at: '2099-01-01 09:00' })
    ).json().data;
    expect(scheduled).toMatchObject({ state: 'scheduled', published_at: '2099-01-01T01:00:00Z' });
    const hidden = (await call('POST', '/admin/api/posts', { type: 3, title: '已下线公告', body: '<p>旧内容</p>' })).json().data;
    const put = await call('PUT', `/admin/api/posts/${hidden.id}`, { type: 3, title: '已下线公告', body: '<p>旧内容</p>', hidden: 1 });
    expect(put.json().data).toMatchObject({ state: 'hidden', published_at: hidden.published_at });
    for (const id of [scheduled.id, hidden.id]) {
      expect((await t.call({ method: 'GET', url: `/api/post/postDetail?id=${id}` })).statusCode).toBe(404);
    }
    const bar = JSON.stringify((await t.call({ method: 'GET', url: '/api/post/zxgg' })).json().data);
    expect(bar).not.toContain(String(hidden.desc));
    const consoleList = (await t.call({ method: 'GET', url: '/admin/api/posts?type=3&page_size=100', cookie: operator })).json().data.list;
    expect(consoleList.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([scheduled.id, hidden.id]));
    const [audit] = await t.database.rows<{ detail: { before: { hidden: boolean }; after: { hidden: boolean } } }>(
      sql`select detail from operator_audit where action = 'post.update' and target_id = ${hidden.id}`,
    );
    expect([audit.detail.before.hidden, audit.detail.after.hidden]).toEqual([false, true]);
  });

  it('writes a help article into a group: the help centre lists it and /api/article answers it, sanitised', async () => {
    const tree = (await t.call({ method: 'GET', url: '/admin/api/help', cookie: operator })).json().data;
    const group = tree[0];
    const res = await call('POST', '/admin/api/articles', { group_id: group.id, title: '发票开具说明', body: `<h1>开票</h1>${hostile}`, sort: 99 });
    expect(res.statusCode, res.body).toBe(200);
    const article = res.json().data;
    expect(article.route).toBe(`/article/detail/${article.id}`);
    expect(article.body.startsWith('<h2>开票</h2>')).toBe(true);
    expect(article.body).not.toMatch(/script|onclick|onerror|javascript|iframe/);
    const groups = (await t.call({ method: 'GET', url: '/api/article/category' })).json().data;
    const listed = groups.find((g: { id: number }) => g.id === group.id).articles;
    expect(listed).toContainEqual({ id: article.id, title: '发票开具说明', url: `/article/detail/${article.id}` });
    expect((await t.call({ method: 'GET', url: `/api/article/${article.id}` })).json().data.body).toBe(article.body);

    await call('PUT', `/admin/api/articles/${article.id}`, { group_id: group.id, title: '发票开具说明', body: article.body, hidden: 1 });
    expect((await t.call({ method: 'GET', url: `/api/article/${article.id}` })).statusCode).toBe(404);
    expect(await audits('article.update')).toBeGreaterThanOrEqual(1);
  });

  it('names the bad field and writes nothing', async () => {
    const count = async () =>
      (await t.database.rows<{ n: number }>(sql`select (select count(*) from posts) + (select count(*) from articles) as n`))[0].n;
    const n = await count();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/admin/api/posts', { type: 9, title: 'a', body: '<p>a</p>' }, 'type'],
      ['/admin/api/posts', { type: 1, title: '', body: '<p>a</p>' }, 'title'],
      ['/admin/api/posts', { type: 1, title: 'a', body: '<script>alert(1)</script><p> </p>' }, 'body'],
      ['/admin/api/posts', { type: 1, title: 'a', body: '<p>a</p>', published_at: '2026-13-01 09:00' }, 'published_at'],
      ['/admin/api/posts', { type: 1, title: 'a', body: 'x'.repeat(50_001) }, 'body'],
      ['/admin/api/articles', { group_id: 999999, title: 'a', body: '<p>a</p>' }, 'group_id'],
      ['/admin/api/articles', { group_id: 1, title: 'a', body: '' }, 'body'],
    ];
    for (const [url, body, field] of cases) {
      const res = await call('POST', url, body);
      expect([field, res.statusCode]).toEqual([field, 422]);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    expect((await call('PUT', '/admin/api/posts/999999', { type: 1, title: 'a', body: '<p>a</p>' })).statusCode).toBe(404);
    expect(await count()).toBe(n);
  });
});
