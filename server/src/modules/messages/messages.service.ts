import type { Executor } from '../../db/client.js';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { MessageRow, MessagesRepository } from './messages.repository.js';

const view = (r: MessageRow) => ({
  id: r.id,
  type: r.type,
  title: r.title,
  body: r.body,
  is_read: r.readAt ? 1 : 0,
  created_at: r.createdAt.toISOString(),
});

/** /wdxx: the member's site messages; other modules notify through `notify`. */
export class MessagesService {
  constructor(private readonly repo: MessagesRepository) {}

  async page(memberId: number, q: { page: number; page_size: number; unread: number }) {
    const [{ rows, total }, unread] = await Promise.all([
      this.repo.page(memberId, q.unread === 1, q.page_size, (q.page - 1) * q.page_size),
      this.repo.unreadCount(memberId),
    ]);
    return { list: rows.map(view), total, page: q.page, page_size: q.page_size, unread };
  }

  /** One message of the member's own, marked read on opening. */
  async open(memberId: number, id: number): Promise<Result<ReturnType<typeof view>>> {
    const row = await this.repo.find(memberId, id);
    if (!row) return failure('not_found', '消息不存在');
    if (!row.readAt) {
      await this.repo.markRead(memberId, [id]);
      row.readAt = new Date();
    }
    return success(view(row));
  }

  markRead(memberId: number, ids: number[] | 'all') {
    return this.repo.markRead(memberId, ids);
  }

  unreadCount(memberId: number) {
    return this.repo.unreadCount(memberId);
  }

  notify(memberId: number, type: string, title: string, body: string, executor?: Executor) {
    return this.repo.insert({ memberId, type, title, body }, executor);
  }
}
