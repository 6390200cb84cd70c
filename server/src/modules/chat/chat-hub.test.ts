import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import type { ChatPush } from '@yaocai/contract';
import { ChatHub } from './chat-hub.js';
import type { ChatService } from './chat.service.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const lost = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

/**
 * The chat hub when the database is away for a moment (a failover, a restart): the messages it is told about then
 * must still reach the sockets, once and in order, when the database is back. The store below is the hub's view of
 * the chat tables (the same three reads ChatService gives it), made unavailable on demand.
 */
function messagesStore() {
  const rows: Array<{ id: number; member_id: number; shop_id: number; text: string }> = [];
  const store = {
    down: false,
    add(text: string) {
      const row = { id: rows.length + 1, member_id: 1, shop_id: 4, text };
      rows.push(row);
      return row.id;
    },
    service: {
      lastId: async () => rows.length,
      routed: async (id: number) => {
        if (store.down) throw lost();
        return rows.find((r) => r.id === id) ?? null;
      },
      since: async (after: number) => {
        if (store.down) throw lost();
        return rows.filter((r) => r.id > after);
      },
    } as unknown as ChatService,
  };
  return store;
}

/** A socket as the hub uses it, keeping what it was sent and how it was closed. */
function socket() {
  const s = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    pushed: [] as ChatPush[],
    closedWith: null as number | null,
    send: (data: string) => s.pushed.push(JSON.parse(data) as ChatPush),
    ping: () => undefined,
    terminate: () => undefined,
    close: (code: number) => {
      s.closedWith = code;
      s.readyState = 3;
    },
  });
  return s;
}

const texts = (s: ReturnType<typeof socket>) => s.pushed.flatMap((p) => (p.type === 'message' ? [p.message.text] : []));

describe('the chat hub while the database is away', () => {
  it('pushes the messages it could not read then, once and in order, as soon as the database is back', async () => {
    const store = messagesStore();
    let notify: (payload: string) => void = () => undefined;
    const warned: string[] = [];
    const hub = new ChatHub(
      store.service,
      async (_channel, onPayload) => {
        notify = onPayload;
        return async () => undefined;
      },
      { warn: (_o, msg) => warned.push(msg) },
    );
    await hub.start();
    const s = socket();
    hub.attach(s as unknown as WebSocket, { kind: 'all' });
    s.emit('message', JSON.stringify({ type: 'resume', after_id: 0 }));
    await sleep(20);
    expect(s.pushed).toEqual([{ type: 'ready' }]);

    store.down = true;
    notify(String(store.add('first')));
    notify(String(store.add('second')));
    await sleep(50);
    expect(texts(s)).toEqual([]);
    expect(warned.length).toBeGreaterThan(0);

    // Back before the hub's next try: the next notification is read as a catch-up, so nothing between is skipped.
    store.down = false;
    notify(String(store.add('third')));
    await sleep(50);
    expect(texts(s)).toEqual(['first', 'second', 'third']);

    // Away again with nothing else said: the hub tries again by itself.
    store.down = true;
    notify(String(store.add('fourth')));
    await sleep(50);
    store.down = false;
    await sleep(1300);
    expect(texts(s)).toEqual(['first', 'second', 'third', 'fourth']);
    notify(String(store.add('fifth')));
    await sleep(50);
    expect(texts(s)).toEqual(['first', 'second', 'third', 'fourth', 'fifth']);
    await hub.stop();
  });

  it('closes a socket it cannot resume with 1013 (try again later) instead of leaving it waiting or failing the process', async () => {
    const store = messagesStore();
    const hub = new ChatHub(store.service, async () => async () => undefined, { warn: () => undefined });
    await hub.start();
    store.down = true;
    const s = socket();
    hub.attach(s as unknown as WebSocket, { kind: 'member', id: 1 });
    s.emit('message', JSON.stringify({ type: 'resume', after_id: 0 }));
    await sleep(20);
    expect(s.closedWith).toBe(1013);
    expect(s.pushed).toEqual([]);
    await hub.stop();
  });
});
