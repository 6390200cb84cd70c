import type { WebSocket } from 'ws';
import type { ChatMessage, ChatPush } from '@yaocai/contract';

/** Collects what a socket is pushed; `next(n)` waits until n messages have come. */
export function listen(ws: WebSocket) {
  const got: ChatMessage[] = [];
  let ready = false;
  ws.on('message', (raw) => {
    const push = JSON.parse(String(raw)) as ChatPush;
    if (push.type === 'ready') ready = true;
    if (push.type === 'message') got.push(push.message);
  });
  const until = async (done: () => boolean, what: string) => {
    const deadline = Date.now() + 5000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(got.map((m) => m.id))}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    got,
    ready: () => until(() => ready, 'ready'),
    next: (n: number) => until(() => got.length >= n, `${n} messages`),
  };
}
