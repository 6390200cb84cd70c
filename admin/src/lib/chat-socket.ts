import type { ChatMessage, ChatPush } from '@yaocai/contract';

/**
 * The console's live chat socket (/admin/api/im/ws: every conversation's new messages; a merchant's
 * /admin/api/merchant/im/ws: its shop's). On every (re)connection it
 * resumes after the last id the page has (`lastId`), so nothing is missed and nothing comes twice; it reconnects by itself (1 s,
 * growing to 10 s) until closed. The storefront's member socket works the same way (web features/chat/api/chat.ts).
 */
export function connectConsoleChat(onMessage: (m: ChatMessage) => void, lastId: () => number, path = '/admin/api/im/ws'): () => void {
  let closed = false;
  let socket: WebSocket | null = null;
  let delay = 1000;
  const open = () => {
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`);
    socket = ws;
    ws.onopen = () => {
      delay = 1000;
      ws.send(JSON.stringify({ type: 'resume', after_id: lastId() }));
    };
    ws.onmessage = (e) => {
      const push = JSON.parse(String(e.data)) as ChatPush;
      if (push.type === 'message') onMessage(push.message);
    };
    ws.onclose = () => {
      if (closed) return;
      setTimeout(open, delay);
      delay = Math.min(delay * 2, 10_000);
    };
  };
  open();
  return () => {
    closed = true;
    socket?.close();
  };
}
