import type { AdminArticleView, AdminHelpTree, AdminPostView, ArticleBody, PostBody } from '@yaocai/contract';
import { chinaMinuteInstant } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import type { ContentAdminRepository } from './content-admin.repository.js';
import { hasContent, sanitizeRichText } from './rich-text.js';

/**
 * The console's news and help centre: write, schedule, take down. Bodies are sanitised here, before they are stored,
 * so what the storefront renders is what passed the sanitiser; each write and its audit row are one transaction.
 */
export class ContentAdminService {
  constructor(
    private readonly deps: {
      database: Database;
      repo: ContentAdminRepository;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
    },
  ) {}

  posts(q: { type?: number; keyword?: string; page: number; page_size: number }) {
    return this.deps.repo.postPage(q).then((r) => ({ ...r, page: q.page, page_size: q.page_size }));
  }

  async post(id: number): Promise<Result<AdminPostView>> {
    const row = await this.deps.repo.post(this.deps.database.db, id);
    return row ? success(row) : failure('not_found', '公告不存在');
  }

  savePost(actor: Actor, id: number | null, body: PostBody): Promise<Result<AdminPostView>> {
    const html = sanitizeRichText(body.body);
    if (!hasContent(html)) return Promise.resolve(failure('invalid', '请填写正文', 'body'));
    const { repo, database } = this.deps;
    return refusable(() =>
      database.db.transaction(async (tx) => {
        const before = id === null ? null : await repo.post(tx, id);
        if (id !== null && !before) refuse('公告不存在', 'not_found');
        const values = {
          type: body.type,
          title: body.title,
          desc: body.desc || plainExcerpt(html),
          body: html,
          // Editing keeps the original time unless the operator sets another.
          publishedAt: body.published_at ? chinaMinuteInstant(body.published_at) : before ? new Date(before.published_at) : ('now' as const),
          hidden: body.hidden === 1,
        };
        const postId = id ?? (await repo.insertPost(tx, values));
        if (id !== null) await repo.updatePost(tx, id, values);
        const after = (await repo.post(tx, postId))!;
        await this.deps.audit(tx, actor, {
          action: id === null ? 'post.create' : 'post.update',
          targetId: postId,
          detail: { title: after.title, before: before && withoutClock(before), after: withoutClock(after) },
        });
        return after;
      }),
    );
  }

  async helpTree(): Promise<AdminHelpTree> {
    const [groups, articles] = await Promise.all([this.deps.repo.groups(), this.deps.repo.allArticles()]);
    return groups.map((g) => ({ ...g, articles: articles.filter((a) => a.group_id === g.id) }));
  }

  async article(id: number): Promise<Result<AdminArticleView>> {
    const row = await this.deps.repo.article(this.deps.database.db, id);
    return row ? success(row) : failure('not_found', '文章不存在');
  }

  async saveArticle(actor: Actor, id: number | null, body: ArticleBody): Promise<Result<AdminArticleView>> {
    const html = sanitizeRichText(body.body);
    if (!hasContent(html)) return failure('invalid', '请填写正文', 'body');
    const { repo, database } = this.deps;
    if (!(await repo.groupExists(body.group_id))) return failure('invalid', '帮助分组不存在', 'group_id');
    return refusable(() =>
      database.db.transaction(async (tx) => {
        const before = id === null ? null : await repo.article(tx, id);
        if (id !== null && !before) refuse('文章不存在', 'not_found');
        const values = { groupId: body.group_id, title: body.title, body: html, sort: body.sort, hidden: body.hidden === 1 };
        const articleId = id ?? (await repo.insertArticle(tx, values));
        if (id !== null) await repo.updateArticle(tx, id, values);
        const after = (await repo.article(tx, articleId))!;
        await this.deps.audit(tx, actor, {
          action: id === null ? 'article.create' : 'article.update',
          targetId: articleId,
          detail: { title: after.title, before: before && withoutClock(before), after: withoutClock(after) },
        });
        return after;
      }),
    );
  }
}

function withoutClock<T extends { updated_at: string }>(row: T) {
  const { updated_at: _u, ...rest } = row;
  return rest;
}

/** The first words of a body, for a post without its own summary. */
function plainExcerpt(html: string) {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}
