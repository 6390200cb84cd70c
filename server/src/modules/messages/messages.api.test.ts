import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { members } from '../accounts/accounts.tables.js';
import { memberMessages } from './messages.tables.js';

describe.each(MODULE_KINDS)('my messages /wdxx on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  useApiSuite(kind, (s) => ({ t, cookie } = s));
  beforeAll(async () => {
    const [demo] = await t.database.db.select().from(members).where(eq(members.username, 'demo'));
    await t.database.db
      .insert(memberMessages)
      .values(Array.from({ length: 25 }, (_, i) => ({ memberId: demo.id, title: `通知 ${i + 1}`, body: `内容 ${i + 1}` })));
  });

  const get = async (url: string) => (await t.call({ method: 'GET', url, cookie })).json().data;

  it('lists newest first, paginated, with the unread count that also feeds message_count', async () => {
    const page1 = await get('/api/user/messages?page=1&page_size=10');
    expect(page1).toMatchObject({ total: 25, page: 1, page_size: 10, unread: 25 });
    expect(page1.list[0]).toMatchObject({ title: '通知 25', is_read: 0, type: 'system' });
    const page3 = await get('/api/user/messages?page=3&page_size=10');
    expect(page3.list).toHaveLength(5);
    expect((await get('/api/user/messages/unread_count')).count).toBe(25);
    expect((await get('/api/user/base')).message_count).toBe(25);
    expect((await t.call({ method: 'GET', url: '/api/user/messages?page_size=500', cookie })).statusCode).toBe(422);
  });

  it('opening a message marks it read; marking by ids and all', async () => {
    const first = (await get('/api/user/messages?page_size=3')).list;
    const opened = await get(`/api/user/messages/${first[0].id}`);
    expect(opened).toMatchObject({ id: first[0].id, is_read: 1 });
    const res = await t.call({ method: 'POST', url: '/api/user/messages/read', cookie, ...form({ ids: [first[1].id, first[2].id] }) });
    expect(res.json().data.updated).toBe(2);
    expect((await get('/api/user/messages/unread_count')).count).toBe(22);
    const unreadOnly = await get('/api/user/messages?unread=1&page_size=100');
    expect(unreadOnly.total).toBe(22);
    expect(unreadOnly.list.every((m: { is_read: number }) => m.is_read === 0)).toBe(true);
    const all = await t.call({ method: 'POST', url: '/api/user/messages/read_all', cookie });
    expect(all.json().data.updated).toBe(22);
    expect((await get('/api/user/base')).message_count).toBe(0);
  });

  it('needs a session, valid ids, and a same-site origin', async () => {
    expect((await t.call({ method: 'GET', url: '/api/user/messages' })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/user/messages/read', cookie, ...form({ ids: ['x'] }) })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/user/messages/abc', cookie })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/user/messages/999999', cookie })).statusCode).toBe(404);
    const f = form({ ids: [1] });
    const csrf = await t.call({
      method: 'POST',
      url: '/api/user/messages/read',
      cookie,
      payload: f.payload,
      headers: { ...f.headers, origin: 'https://evil.example' },
    });
    expect(csrf.statusCode).toBe(403);
  });
});
