import type { WebSocket } from 'ws';
import { chatResume, type ChatMessage, type ChatPush } from '@yaocai/contract';
import type { Database } from '../../db/client.js';
import { CHAT_CHANNEL, type ChatFollow } from './chat.repository.js';
import type { ChatService } from './chat.service.js';

type Routed = NonNullable<Awaited<ReturnType<ChatService['routed']>>>;

interface Client {
  socket: WebSocket;
  /** Whose conversations the socket follows: a member's, one shop's (its 客服), or every one (the platform). */
  follow: ChatFollow;
  /** The highest id sent: a message is never sent twice. */
  lastSent: number;
  /** Live messages held until the client says where it stands (then what it missed goes first). */
  buffer: ChatMessage[] | null;
}

const RESUME_WAIT_MS = 5_000;
/** After a read failed (the database away), the hub reads what it missed again this much later, until it succeeds. */
const CATCH_UP_RETRY_MS = 1_000;
const PING_MS = 25_000;
/** A client this far behind (bytes queued) is dropped; it reconnects and resumes. */
const MAX_QUEUED = 1_000_000;

const follows = (f: ChatFollow, m: Routed) => f.kind === 'all' || (f.kind === 'member' ? m.member_id === f.id : m.shop_id === f.id);

const messageOf = (r: Routed): ChatMessage => {
  const { member_id: _m, shop_id: _s, ...m } = r;
  return m as ChatMessage;
};

/**
 * Pushes chat messages to the WebSockets connected to this process. Every process LISTENs on one channel: a message
 * committed through any process is announced by id, read once here, and sent to the sockets it concerns — so several
 * processes behind a load balancer behave as one. Notifications are handled one at a time, in the order they arrive
 * (commit order), and after the listening connection comes back, everything since the last id seen is read again.
 */
export class ChatHub {
  private readonly clients = new Set<Client>();
  private chain: Promise<void> = Promise.resolve();
  private lastSeen = 0;
  /** A notification could not be read: until a catch-up succeeds, notifications are read as a catch-up from lastSeen. */
  private behind = false;
  private retry: NodeJS.Timeout | null = null;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly chat: ChatService,
    private readonly listen: Database['listen'],
    private readonly log: { warn: (o: object, msg: string) => void },
  ) {}

  async start() {
    this.lastSeen = await this.chat.lastId();
    this.stopListening = await this.listen(
      CHAT_CHANNEL,
      (payload) => this.enqueue(() => this.announced(Number(payload))),
      () => this.enqueue(() => this.catchUp()),
    );
  }

  async stop() {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    await this.stopListening?.();
    this.stopListening = null;
    for (const c of this.clients) c.socket.close(1001, 'server stopping');
    this.clients.clear();
  }

  /**
   * A socket of a member (or of shop staff), held until it sends `{type:'resume', after_id}`: then it gets what it
   * missed, `ready`, and live messages. Shop staff resuming from 0 get live messages only (not every conversation's past).
   */
  attach(socket: WebSocket, follow: ChatFollow) {
    const client: Client = { socket, follow, lastSent: 0, buffer: [] };
    this.clients.add(client);
    const wait = setTimeout(() => this.resumeOrClose(client, this.lastSeen), RESUME_WAIT_MS);
    const ping = setInterval(() => socket.ping(), PING_MS);
    socket.on('message', (raw) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(raw));
      } catch {
        parsed = null;
      }
      const resume = chatResume.safeParse(parsed);
      if (resume.success) {
        clearTimeout(wait);
        this.resumeOrClose(client, resume.data.after_id);
      }
    });
    socket.on('close', () => {
      clearTimeout(wait);
      clearInterval(ping);
      this.clients.delete(client);
    });
  }

  get connections() {
    return this.clients.size;
  }

  private enqueue(task: () => Promise<void>) {
    this.chain = this.chain.then(task).catch((err: unknown) => {
      this.log.warn({ err }, 'chat hub: a notification could not be read; reading what was missed again shortly');
      this.fallBehind();
    });
  }

  /**
   * A read failed (the database away for a moment): the message it was for must not be skipped when the next one
   * moves lastSeen past it, so from now on every notification reads everything since lastSeen, and a catch-up is
   * tried again every second until one succeeds.
   */
  private fallBehind() {
    this.behind = true;
    if (this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.behind) this.enqueue(() => this.catchUp());
    }, CATCH_UP_RETRY_MS);
    this.retry.unref();
  }

  private async announced(id: number) {
    if (!Number.isSafeInteger(id) || id <= this.lastSeen) return;
    if (this.behind) return this.catchUp();
    const m = await this.chat.routed(id);
    if (m) this.dispatch(m);
    this.lastSeen = id;
  }

  private async catchUp() {
    for (const m of await this.chat.since(this.lastSeen, { kind: 'all' }, 1000)) {
      this.dispatch(m);
      this.lastSeen = m.id;
    }
    this.behind = false;
  }

  /** Resumes a client; when its missed messages cannot be read now, closes it with 1013 (try again later) to reconnect. */
  private resumeOrClose(c: Client, afterId: number) {
    this.resume(c, afterId).catch((err: unknown) => {
      this.log.warn({ err }, 'chat hub: a client could not be resumed');
      c.socket.close(1013, 'try again later');
    });
  }

  private dispatch(m: Routed) {
    for (const c of this.clients) if (follows(c.follow, m)) this.deliver(c, messageOf(m));
  }

  private deliver(c: Client, m: ChatMessage) {
    if (c.buffer) {
      c.buffer.push(m);
      return;
    }
    if (m.id <= c.lastSent) return;
    c.lastSent = m.id;
    this.send(c, { type: 'message', message: m });
  }

  /** What the client missed since `afterId` (ids commit in order), then what arrived meanwhile, each once. */
  private async resume(c: Client, afterId: number) {
    if (!c.buffer) return;
    if (c.follow.kind !== 'member' && afterId === 0) afterId = this.lastSeen;
    const missed = await this.chat.since(afterId, c.follow, 500);
    const held = c.buffer;
    c.buffer = null;
    c.lastSent = afterId;
    for (const m of missed) this.deliver(c, messageOf(m));
    for (const m of held) this.deliver(c, m);
    // The client is caught up: from here on it gets messages as they are committed.
    this.send(c, { type: 'ready' });
  }

  private send(c: Client, push: ChatPush) {
    if (c.socket.readyState !== c.socket.OPEN) return;
    if (c.socket.bufferedAmount > MAX_QUEUED) {
      c.socket.terminate();
      return;
    }
    c.socket.send(JSON.stringify(push));
  }
}
