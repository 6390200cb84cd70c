import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc, nextSerialId } from '../../db/sql-helpers.js';
import { articles, helpGroups, posts } from './content.tables.js';

const postState = sql<'published' | 'scheduled' | 'hidden'>`case when ${posts.hidden} then 'hidden'
  when ${posts.publishedAt} > now() then 'scheduled' else 'published' end`;
const postColumns = {
  id: posts.id,
  type: posts.type,
  title: posts.title,
  desc: posts.desc,
  published_at: isoUtc(posts.publishedAt),
  hidden: posts.hidden,
  state: postState,
  updated_at: isoUtc(posts.updatedAt),
};
const articleColumns = {
  id: articles.id,
  group_id: articles.groupId,
  title: articles.title,
  route: articles.route,
  sort: articles.sort,
  hidden: articles.hidden,
  updated_at: isoUtc(articles.updatedAt),
};

/** `publishedAt` 'now' is the transaction's own clock, so a post published now is visible in that same instant. */
export type PostWrite = { type: number; title: string; desc: string; body: string; publishedAt: Date | 'now'; hidden: boolean };
const postValues = (v: PostWrite) => ({ ...v, publishedAt: v.publishedAt === 'now' ? sql`now()` : v.publishedAt });
export type ArticleWrite = { groupId: number; title: string; body: string; sort: number; hidden: boolean };

/** SQL of the console's news and help-centre editing: every state, hidden ones too. */
export class ContentAdminRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async postPage(q: { type?: number; keyword?: string; page: number; page_size: number }) {
    const w: SQL[] = [];
    if (q.type) w.push(eq(posts.type, q.type));
    if (q.keyword) w.push(ilike(posts.title, `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    const where = w.length ? and(...w) : undefined;
    const [list, [total]] = await Promise.all([
      this.db
        .select(postColumns)
        .from(posts)
        .where(where)
        .orderBy(desc(posts.publishedAt), desc(posts.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      this.db.select({ n: count() }).from(posts).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  }

  async post(executor: Executor, id: number) {
    const [row] = await executor
      .select({ ...postColumns, body: posts.body })
      .from(posts)
      .where(eq(posts.id, id));
    return row ?? null;
  }

  async insertPost(tx: Executor, values: PostWrite) {
    const [row] = await tx.insert(posts).values(postValues(values)).returning({ id: posts.id });
    return row!.id;
  }

  async updatePost(tx: Executor, id: number, values: PostWrite) {
    await tx
      .update(posts)
      .set({ ...postValues(values), updatedAt: sql`now()` })
      .where(eq(posts.id, id));
  }

  groups() {
    return this.db
      .select({ id: helpGroups.id, name: helpGroups.name, sort: helpGroups.sort })
      .from(helpGroups)
      .orderBy(asc(helpGroups.sort), asc(helpGroups.id));
  }

  allArticles() {
    return this.db.select(articleColumns).from(articles).orderBy(asc(articles.sort), asc(articles.id));
  }

  async groupExists(id: number) {
    return (await this.db.select({ id: helpGroups.id }).from(helpGroups).where(eq(helpGroups.id, id))).length > 0;
  }

  async article(executor: Executor, id: number) {
    const [row] = await executor
      .select({ ...articleColumns, body: articles.body })
      .from(articles)
      .where(eq(articles.id, id));
    return row ?? null;
  }

  /** A new article is read at /article/detail/{id}: its address is known once its id is. */
  async insertArticle(tx: Executor, values: ArticleWrite) {
    const id = await nextSerialId(tx, articles);
    await tx.insert(articles).values({ ...values, id, route: `/article/detail/${id}` });
    return id;
  }

  async updateArticle(tx: Executor, id: number, values: ArticleWrite) {
    await tx
      .update(articles)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(articles.id, id));
  }
}
