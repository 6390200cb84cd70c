import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ChatMessage } from '@yaocai/contract';
import { DB_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { listen } from './chat-test-kit.js';

describe.each(DB_KINDS)('chat with shops /api/im, /admin/api/im on %s', (kind) => {
  let t: TestApp, cookie: string, other: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, other, operator } = s), { other: true, operator: true });

  const send = (body: Record<string, unknown>, who = cookie) => t.call({ method: 'POST', url: '/api/im/send', cookie: who, ...form(body) });
  const reply = (id: number, body: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `/admin/api/im/conversations/${id}/messages`, cookie: operator, ...form(body) });
  const unread = async (who = cookie) => (await t.call({ method: 'GET', url: '/api/im/unreadNum', cookie: who })).json().data.num as number;

  it('opens the chat account with a shop, sends text a shop answers, counts unread until read', async () => {
    expect((await t.call({ method: 'POST', url: '/api/im/accountImport?sjly_id=2' })).statusCode).toBe(401);
    const bad = await t.call({ method: 'POST', url: '/api/im/accountImport?sjly_id=99999', cookie });
    expect([bad.statusCode, bad.json().errors?.sjly_id]).toEqual([422, ['店铺不存在']]);
    const account = (await t.call({ method: 'POST', url: '/api/im/accountImport?sjly_id=2', cookie })).json().data;
    expect(account).toMatchObject({ username: expect.stringMatching(/^m\d+$/), sig: expect.any(String), shop: { id: 2 }, ws_path: '/api/im/ws' });

    // Text is kept as typed (a client shows it as text): markup is not interpreted, and not dropped either.
    const sent = await send({ sjly_id: 2, kind: 'text', text: '请问<b>阿莫西林</b>有货吗？' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      sender: 'member',
      kind: 'text',
      text: '请问<b>阿莫西林</b>有货吗？',
      conversation_id: account.conversation_id,
    });
    expect(await unread()).toBe(0);

    const list = (await t.call({ method: 'GET', url: '/admin/api/im/conversations?unread=1', cookie: operator })).json().data;
    expect(list.list.find((c: { id: number }) => c.id === account.conversation_id)).toMatchObject({ shop_id: 2, unread: 1 });
    const answered = await reply(account.conversation_id, { kind: 'text', text: '有货，欢迎下单' });
    expect(answered.json().data).toMatchObject({ sender: 'shop', text: '有货，欢迎下单' });
    const [audit] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from operator_audit where action = 'chat.reply' and target_id = ${account.conversation_id}`,
    );
    expect(audit.n).toBe(1);
    expect(await unread()).toBe(1);

    const history = (await t.call({ method: 'GET', url: '/api/im/messages?sjly_id=2', cookie })).json().data;
    expect(history.list.map((m: ChatMessage) => m.sender)).toEqual(['member', 'shop']);
    await t.call({ method: 'POST', url: '/api/im/read', cookie, ...form({ sjly_id: 2 }) });
    expect(await unread()).toBe(0);
    // Another member sees none of it.
    expect((await t.call({ method: 'GET', url: '/api/im/messages?sjly_id=2', cookie: other })).json().data.list).toEqual([]);
    expect(await unread(other)).toBe(0);
  });

  it('sends goods and order cards; refuses another member’s order, empty text and bad fields', async () => {
    const [g] = await t.database.rows<{ id: number; name: string }>(
      sql`select id, name from goods where status = 'on_sale' and not is_kx order by id limit 1`,
    );
    const card = await send({ sjly_id: 3, kind: 'goods', ref_id: g.id });
    expect(card.json().data.card).toMatchObject({ type: 'goods', id: g.id, title: g.name, link: `/list/info/${g.id}` });
    const [theirs] = await t.database.rows<{ id: number; shop_id: number }>(
      sql`select o.id, o.shop_id from orders o join members m on m.id = o.member_id where m.username <> 'demo' order by o.id limit 1`,
    );
    if (theirs) {
      const refused = await send({ sjly_id: theirs.shop_id, kind: 'order', ref_id: theirs.id });
      expect([refused.statusCode, refused.json().errors?.ref_id]).toEqual([422, ['订单不存在']]);
    }
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ sjly_id: 3, kind: 'text', text: '   ' }, 'text'],
      [{ sjly_id: 3, kind: 'text', text: '药'.repeat(501) }, 'text'],
      [{ sjly_id: 3, kind: 'image', image: 'javascript:alert(1)' }, 'image'],
      // Only the member's own uploaded image: an id that is not theirs is refused.
      [{ sjly_id: 3, kind: 'image', image: '/api/uploads/00000000-0000-4000-8000-000000000000' }, 'image'],
      [{ sjly_id: 3, kind: 'order' }, 'ref_id'],
      [{ sjly_id: 3, kind: 'voice', text: 'x' }, 'kind'],
      [{ sjly_id: 99999, kind: 'text', text: 'x' }, 'sjly_id'],
    ];
    for (const [body, field] of cases) {
      const res = await send(body);
      expect([field, res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([field, 422, [field]]);
    }
    expect((await send({ sjly_id: 3, kind: 'text', text: 'x' }, '')).statusCode).toBe(401);
  });

  it('pushes messages over the WebSocket as they are committed, and a client that reconnects gets what it missed once', async () => {
    const conv = (await t.call({ method: 'POST', url: '/api/im/accountImport?sjly_id=4', cookie })).json().data.conversation_id as number;
    const first = (await send({ sjly_id: 4, kind: 'text', text: '在吗' })).json().data as ChatMessage;

    const ws = await t.app.injectWS('/api/im/ws', { headers: { cookie } });
    const a = listen(ws);
    ws.send(JSON.stringify({ type: 'resume', after_id: first.id }));
    await a.ready();
    const r1 = (await reply(conv, { kind: 'text', text: '在的' })).json().data as ChatMessage;
    await a.next(1);
    expect(a.got.map((m) => m.id)).toEqual([r1.id]);
    ws.terminate();

    // While away: two answers. Back with the last id it had: exactly those two, in order, then live ones.
    const r2 = (await reply(conv, { kind: 'text', text: '请问需要什么' })).json().data as ChatMessage;
    const r3 = (await reply(conv, { kind: 'text', text: '可以发商品给我' })).json().data as ChatMessage;
    const again = await t.app.injectWS('/api/im/ws', { headers: { cookie } });
    const b = listen(again);
    again.send(JSON.stringify({ type: 'resume', after_id: r1.id }));
    await b.ready();
    const mine = (await send({ sjly_id: 4, kind: 'text', text: '好的' })).json().data as ChatMessage;
    await b.next(3);
    await new Promise((r) => setTimeout(r, 200));
    expect(b.got.map((m) => m.id)).toEqual([r2.id, r3.id, mine.id]);

    // Another member's socket hears none of it; the operator's console socket hears everything.
    const stranger = await t.app.injectWS('/api/im/ws', { headers: { cookie: other } });
    const s = listen(stranger);
    stranger.send(JSON.stringify({ type: 'resume', after_id: mine.id }));
    const staff = await t.app.injectWS('/admin/api/im/ws', { headers: { cookie: operator } });
    const o = listen(staff);
    staff.send(JSON.stringify({ type: 'resume', after_id: mine.id }));
    await s.ready();
    await o.ready();
    const last = (await send({ sjly_id: 4, kind: 'text', text: '谢谢' })).json().data as ChatMessage;
    await o.next(1);
    await b.next(4);
    expect(o.got.map((m) => m.id)).toEqual([last.id]);
    expect(s.got).toEqual([]);
    for (const socket of [again, stranger, staff]) socket.terminate();
    // Without a session the socket is refused before it opens, and so is an upgrade another site starts with the cookie.
    await expect(t.app.injectWS('/api/im/ws', {})).rejects.toThrow();
    await expect(t.app.injectWS('/api/im/ws', { headers: { cookie, origin: 'https://evil.example' } })).rejects.toThrow();
    // The chat account's username and sig open it too (the spec's IM login), until the sig is tampered with.
    const account = (await t.call({ method: 'POST', url: '/api/im/accountImport?sjly_id=4', cookie })).json().data;
    const bySig = await t.app.injectWS(`/api/im/ws?username=${account.username}&sig=${encodeURIComponent(account.sig)}`, {});
    bySig.terminate();
    await expect(t.app.injectWS(`/api/im/ws?username=${account.username}&sig=x${encodeURIComponent(account.sig)}`, {})).rejects.toThrow();
  });

  it('limits a sender to 30 messages a minute', async () => {
    for (let i = 0; i < 30; i++) expect((await send({ sjly_id: 5, kind: 'text', text: `第${i + 1}条` }, other)).statusCode).toBe(200);
    const limited = await send({ sjly_id: 5, kind: 'text', text: '第31条' }, other);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toMatch(/^发送过于频繁，请\d+秒后再试$/);
  });
});
