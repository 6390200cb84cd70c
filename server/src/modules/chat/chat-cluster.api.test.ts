import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ChatMessage, ChatPush } from '@yaocai/contract';
import { form, type TestApp } from '../../../test/test-app.js';
import { useTwoServers } from '../../../test/server-process.js';

/** A member's chat socket on one server process, with what it was pushed. */
async function connect(port: number, cookie: string, afterId: number) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/im/ws`, { headers: { cookie, origin: `http://127.0.0.1:${port}` } });
  const got: ChatMessage[] = [];
  let ready = false;
  ws.on('message', (raw) => {
    const push = JSON.parse(String(raw)) as ChatPush;
    if (push.type === 'ready') ready = true;
    if (push.type === 'message') got.push(push.message);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'resume', after_id: afterId }));
  const until = async (done: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(got.map((m) => m.id))}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  await until(() => ready);
  return { ws, got, next: (n: number) => until(() => got.length >= n) };
}

// Two processes share messages through PostgreSQL LISTEN/NOTIFY: this needs a PostgreSQL server (CI sets TEST_DATABASE_URL).
describe.runIf(process.env.TEST_DATABASE_URL)('chat across two server processes on one PostgreSQL', () => {
  let t: TestApp;
  const [one, two] = useTwoServers((app) => (t = app));

  it('a message sent through one process reaches a client of the other; a client that reconnects gets what it missed exactly once', async () => {
    const cookie = await t.login();
    // 运营 answers (service area): the servers run as production, which asks the second factor of 客服 and 超级管理员.
    const operator = await t.operatorLogin('yunying', 'yunying123456');
    const post = async (port: number, path: string, body: Record<string, unknown>, who: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { cookie: who, 'content-type': 'application/x-www-form-urlencoded' },
        body: form(body).payload,
      });
      expect(res.status, path).toBe(200);
      return ((await res.json()) as { data: ChatMessage }).data;
    };
    const first = await post(one, '/api/im/send', { sjly_id: 2, kind: 'text', text: '你好，有阿莫西林吗' }, cookie);

    // The member listens on process two; the shop answers through process one.
    const member = await connect(two, cookie, first.id);
    const answer = await post(one, `/admin/api/im/conversations/${first.conversation_id}/messages`, { kind: 'text', text: '有的' }, operator);
    await member.next(1);
    expect(member.got.map((m) => [m.id, m.text])).toEqual([[answer.id, '有的']]);
    member.ws.terminate();

    // Away, two more answers through process two; back on process one from the last id it had: exactly those two.
    const missed = [
      await post(two, `/admin/api/im/conversations/${first.conversation_id}/messages`, { kind: 'text', text: '库存充足' }, operator),
      await post(two, `/admin/api/im/conversations/${first.conversation_id}/messages`, { kind: 'text', text: '今天下单明天发货' }, operator),
    ];
    const back = await connect(one, cookie, answer.id);
    const live = await post(two, '/api/im/send', { sjly_id: 2, kind: 'text', text: '好的，谢谢' }, cookie);
    await back.next(3);
    await new Promise((r) => setTimeout(r, 300));
    expect(back.got.map((m) => m.id)).toEqual([...missed.map((m) => m.id), live.id]);
    back.ws.terminate();
  }, 60_000);
});
