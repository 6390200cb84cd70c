import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@yaocai/contract';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { listen } from './chat-test-kit.js';

/**
 * A shop's 客服 answers members' chats to its shop from the merchant portal: its own conversations only (another
 * shop's conversation is not found), answers signed as the shop, and a live socket carrying its own shop's messages.
 */
describe.each(MODULE_KINDS)('merchant chat /admin/api/merchant/im on %s', (kind) => {
  let t: TestApp, cookie: string;
  useApiSuite(kind, (s) => ({ t, cookie } = s));

  let service: string, orders: string;
  beforeAll(async () => {
    const admin = await t.operatorLogin('guorui', 'guorui123456');
    for (const [username, role] of [
      [`grkf${kind}`, 'shop_service'],
      [`grdd${kind}`, 'shop_orders'],
    ])
      expect(
        (
          await t.call({
            method: 'POST',
            url: '/admin/api/merchant/staff',
            cookie: admin,
            ...form({ username, name: '国瑞员工', role, password: 'Staff-2026' }),
          })
        ).statusCode,
      ).toBe(200);
    service = await t.operatorLogin(`grkf${kind}`, 'Staff-2026');
    orders = await t.operatorLogin(`grdd${kind}`, 'Staff-2026');
  });
  const send = async (shop: number, text: string) =>
    (await t.call({ method: 'POST', url: '/api/im/send', cookie, ...form({ sjly_id: shop, kind: 'text', text }) })).json().data as ChatMessage;
  const base = '/admin/api/merchant/im/conversations';

  it('lists, reads and answers its own shop’s chats only; the 订单 role may not', async () => {
    const mine = await send(2, '请问头孢克肟有货吗');
    const theirs = await send(1, '华康的发货时间？');
    const list = (await t.call({ method: 'GET', url: `${base}?unread=1`, cookie: service })).json().data.list as Array<{
      id: number;
      shop_id: number;
      unread: number;
    }>;
    expect(list.map((c) => c.id)).toContain(mine.conversation_id);
    expect(new Set(list.map((c) => c.shop_id))).toEqual(new Set([2]));
    expect((await t.call({ method: 'GET', url: base, cookie: orders })).statusCode).toBe(403);

    const history = (await t.call({ method: 'GET', url: `${base}/${mine.conversation_id}/messages?limit=20`, cookie: service })).json().data;
    expect(history.list.map((m: ChatMessage) => m.text)).toContain('请问头孢克肟有货吗');
    const answer = await t.call({
      method: 'POST',
      url: `${base}/${mine.conversation_id}/messages`,
      cookie: service,
      ...form({ kind: 'text', text: '有货，今天下单明天发' }),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ sender: 'shop', sender_name: expect.stringMatching(/客服$/) });
    const read = await t.call({ method: 'POST', url: `${base}/${mine.conversation_id}/read`, cookie: service });
    expect(read.statusCode).toBe(200);
    // The member reads the shop's answer in its own conversation.
    const member = (await t.call({ method: 'GET', url: '/api/im/messages?sjly_id=2&limit=20', cookie })).json().data.list as ChatMessage[];
    expect(member.map((m) => m.text)).toContain('有货，今天下单明天发');

    // Another shop's conversation: not found on every call, nothing written.
    for (const [method, url, body] of [
      ['GET', `${base}/${theirs.conversation_id}/messages`, undefined],
      ['POST', `${base}/${theirs.conversation_id}/messages`, { kind: 'text', text: '越权回复' }],
      ['POST', `${base}/${theirs.conversation_id}/read`, undefined],
    ] as const) {
      const res = await t.call({ method, url, cookie: service, ...(body ? form(body) : {}) });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    const shop1 = (await t.call({ method: 'GET', url: '/api/im/messages?sjly_id=1&limit=20', cookie })).json().data.list as ChatMessage[];
    expect(shop1.map((m) => m.text)).not.toContain('越权回复');
  });

  it('the shop’s live socket carries its own shop’s messages, not another shop’s', async () => {
    const start = await send(2, '在吗');
    const ws = await t.app.injectWS('/admin/api/merchant/im/ws', { headers: { cookie: service } });
    const shop = listen(ws);
    ws.send(JSON.stringify({ type: 'resume', after_id: start.id }));
    await shop.ready();
    await send(1, '给华康的消息');
    const ours = await send(2, '给国瑞的消息');
    await shop.next(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(shop.got.map((m) => m.id)).toEqual([ours.id]);
    ws.terminate();
    await expect(t.app.injectWS('/admin/api/merchant/im/ws', { headers: { cookie: orders } })).rejects.toThrow();
  });
});
