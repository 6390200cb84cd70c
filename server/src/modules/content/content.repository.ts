import { asc, desc, eq, and, or, isNull, lte, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { chinaDayText } from '../../db/sql-helpers.js';
import { categoryTree } from '../catalog/public.js';
import { ads, articles, banners, globalLinks, helpGroups, hotWords, navItems, posts, siteConfig } from './content.tables.js';

/** SQL only: reads of the shell's content tables. */
export class ContentRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  siteConfig() {
    return this.db.select().from(siteConfig);
  }

  hotWords() {
    return this.db.select({ name: hotWords.name, url: hotWords.url }).from(hotWords).orderBy(asc(hotWords.sort), asc(hotWords.id));
  }

  navItems() {
    return this.db.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id));
  }

  categories() {
    return this.db.select().from(categoryTree).orderBy(asc(categoryTree.sort), asc(categoryTree.id));
  }

  bannersInSlot(slot: number, now: Date) {
    return this.db
      .select({ id: banners.id, name: banners.name, image: banners.image, url: banners.url })
      .from(banners)
      .where(
        and(eq(banners.slot, slot), or(isNull(banners.startsAt), lte(banners.startsAt, now)), or(isNull(banners.endsAt), gte(banners.endsAt, now))),
      )
      .orderBy(asc(banners.sort), asc(banners.id));
  }

  adsAt(position: string) {
    return this.db
      .select({ id: ads.id, name: ads.name, image: ads.image, url: ads.url })
      .from(ads)
      .where(eq(ads.position, position))
      .orderBy(asc(ads.sort), asc(ads.id));
  }

  /** Up to three search ads whose name holds the keyword, the exact name first. */
  /** Every ad of the search-results slot, in display order (a few rows: the service filters them per keyword). */
  searchAds() {
    return this.db.select({ name: ads.name, url: ads.url }).from(ads).where(eq(ads.position, 'search')).orderBy(asc(ads.sort), asc(ads.id));
  }

  links() {
    return this.db
      .select({ name: globalLinks.name, url: globalLinks.url, image: globalLinks.image })
      .from(globalLinks)
      .orderBy(asc(globalLinks.sort), asc(globalLinks.id));
  }

  helpGroups(ids?: number[]) {
    const q = this.db.select().from(helpGroups);
    return (ids ? q.where(inArray(helpGroups.id, ids)) : q).orderBy(asc(helpGroups.sort), asc(helpGroups.id));
  }

  articlesOfGroups(groupIds: number[]) {
    if (groupIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: articles.id, groupId: articles.groupId, title: articles.title, route: articles.route })
      .from(articles)
      .where(and(inArray(articles.groupId, groupIds), eq(articles.hidden, false)))
      .orderBy(asc(articles.sort), asc(articles.id));
  }

  async article(id: number) {
    const [row] = await this.db
      .select({
        id: articles.id,
        title: articles.title,
        group_id: articles.groupId,
        group_name: helpGroups.name,
        url: articles.route,
        body: articles.body,
      })
      .from(articles)
      .innerJoin(helpGroups, eq(helpGroups.id, articles.groupId))
      .where(and(eq(articles.id, id), eq(articles.hidden, false)));
    return row ?? null;
  }

  /** A published post with the previous (older) and next (newer) post of its type. */
  async post(id: number) {
    const published = and(lte(posts.publishedAt, sql`now()`), eq(posts.hidden, false));
    const [row] = await this.db
      .select({
        id: posts.id,
        type: posts.type,
        title: posts.title,
        desc: posts.desc,
        body: posts.body,
        published_at: chinaDayText(posts.publishedAt),
        at: posts.publishedAt,
      })
      .from(posts)
      .where(and(eq(posts.id, id), published));
    if (!row) return null;
    const neighbour = (older: boolean) =>
      this.db
        .select({ id: posts.id, type: posts.type, title: posts.title })
        .from(posts)
        .where(
          and(
            eq(posts.type, row.type),
            published,
            older
              ? sql`(${posts.publishedAt}, ${posts.id}) < (${row.at.toISOString()}::timestamptz, ${row.id})`
              : sql`(${posts.publishedAt}, ${posts.id}) > (${row.at.toISOString()}::timestamptz, ${row.id})`,
          ),
        )
        .orderBy(older ? desc(posts.publishedAt) : asc(posts.publishedAt), older ? desc(posts.id) : asc(posts.id))
        .limit(1);
    const [[prev], [next]] = await Promise.all([neighbour(true), neighbour(false)]);
    const { at: _at, ...post } = row;
    return { ...post, prev: prev ?? null, next: next ?? null };
  }

  latestPosts(type: number, limit: number) {
    return this.db
      .select({ id: posts.id, desc: posts.desc })
      .from(posts)
      .where(and(eq(posts.type, type), lte(posts.publishedAt, sql`now()`), eq(posts.hidden, false)))
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(limit);
  }

  async postPage(type: number | undefined, limit: number, offset: number) {
    const published = and(lte(posts.publishedAt, sql`now()`), eq(posts.hidden, false));
    const where = type ? and(eq(posts.type, type), published) : published;
    const [list, [count]] = await Promise.all([
      this.db
        .select({
          id: posts.id,
          type: posts.type,
          title: posts.title,
          desc: posts.desc,
          published_at: chinaDayText(posts.publishedAt),
        })
        .from(posts)
        .where(where)
        .orderBy(desc(posts.publishedAt), desc(posts.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(posts)
        .where(where),
    ]);
    return { list, total: Number(count.n) };
  }
}
