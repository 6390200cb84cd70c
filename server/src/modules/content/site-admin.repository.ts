import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { chinaMinuteTextOrNull } from '../../db/sql-helpers.js';
import { ads, banners, globalLinks, hotWords, navItems, siteConfig } from './content.tables.js';

const bannerColumns = {
  id: banners.id,
  slot: banners.slot,
  name: banners.name,
  image: banners.image,
  url: banners.url,
  sort: banners.sort,
  starts_at: chinaMinuteTextOrNull(banners.startsAt),
  ends_at: chinaMinuteTextOrNull(banners.endsAt),
  state: sql<'showing' | 'scheduled' | 'ended'>`case when ${banners.endsAt} < now() then 'ended'
    when ${banners.startsAt} > now() then 'scheduled' else 'showing' end`,
};
const adColumns = { id: ads.id, position: ads.position, name: ads.name, image: ads.image, url: ads.url, sort: ads.sort };

export type BannerWrite = { slot: number; name: string; image: string; url: string; sort: number; startsAt: Date | null; endsAt: Date | null };
export type AdWrite = { position: string; name: string; image: string; url: string; sort: number };

/** SQL of the console's site content: banners, ads, nav, hot words, footer links and settings. */
export class SiteAdminRepository {
  constructor(private readonly database: Database) {}

  /** These tables carry ids that pages link to (banner ids in /kxzq/goods/{url}/{ads}): a new row takes the next one. */
  private async nextId(tx: Executor, table: PgTable & { id: typeof banners.id | typeof ads.id | typeof globalLinks.id | typeof navItems.id }) {
    await tx.execute(sql`lock table ${table} in share row exclusive mode`);
    const [row] = await tx.select({ id: sql<number>`coalesce(max(${table.id}), 0)::int + 1` }).from(table);
    return Number(row!.id);
  }

  banners(executor: Executor, slot?: number) {
    return executor
      .select(bannerColumns)
      .from(banners)
      .where(slot ? eq(banners.slot, slot) : undefined)
      .orderBy(asc(banners.slot), asc(banners.sort), asc(banners.id));
  }

  async banner(executor: Executor, id: number) {
    const [row] = await executor.select(bannerColumns).from(banners).where(eq(banners.id, id)).for('update');
    return row ?? null;
  }

  async insertBanner(tx: Executor, values: BannerWrite) {
    const id = await this.nextId(tx, banners);
    await tx.insert(banners).values({ id, ...values });
    return id;
  }

  async updateBanner(tx: Executor, id: number, values: BannerWrite) {
    await tx.update(banners).set(values).where(eq(banners.id, id));
  }

  async deleteBanner(tx: Executor, id: number) {
    await tx.delete(banners).where(eq(banners.id, id));
  }

  ads(executor: Executor) {
    return executor.select(adColumns).from(ads).orderBy(asc(ads.position), asc(ads.sort), asc(ads.id));
  }

  async ad(executor: Executor, id: number) {
    const [row] = await executor.select(adColumns).from(ads).where(eq(ads.id, id)).for('update');
    return row ?? null;
  }

  async insertAd(tx: Executor, values: AdWrite) {
    const id = await this.nextId(tx, ads);
    await tx.insert(ads).values({ id, ...values });
    return id;
  }

  async updateAd(tx: Executor, id: number, values: AdWrite) {
    await tx.update(ads).set(values).where(eq(ads.id, id));
  }

  async deleteAd(tx: Executor, id: number) {
    await tx.delete(ads).where(eq(ads.id, id));
  }

  /** The main nav's top row with how many sub-items each has. */
  navTop(executor: Executor) {
    return executor
      .select({
        id: navItems.id,
        name: navItems.name,
        url: navItems.url,
        is_open: navItems.isOpen,
        // Spelled out: inside a template the outer column would be written unqualified and bind to the inner row.
        children: sql<number>`(select count(*)::int from nav_items c where c.parent_id = "nav_items"."id")`.mapWith(Number),
      })
      .from(navItems)
      .where(isNull(navItems.parentId))
      .orderBy(asc(navItems.sort), asc(navItems.id));
  }

  /** Replaces the top row: items keep their ids (and sub-items), new ones take the next, dropped ones go with theirs. */
  async replaceNavTop(tx: Executor, items: Array<{ id?: number; name: string; url: string; isOpen: boolean }>) {
    await tx.execute(sql`lock table ${navItems} in share row exclusive mode`);
    const kept = items.flatMap((i) => (i.id ? [i.id] : []));
    const top = await tx.select({ id: navItems.id }).from(navItems).where(isNull(navItems.parentId));
    const dropped = top.map((r) => r.id).filter((id) => !kept.includes(id));
    if (dropped.length) {
      await tx.delete(navItems).where(inArray(navItems.parentId, dropped));
      await tx.delete(navItems).where(inArray(navItems.id, dropped));
    }
    let next = await this.nextId(tx, navItems);
    for (const [sort, item] of items.entries()) {
      const values = { name: item.name, url: item.url, isOpen: item.isOpen, sort: sort + 1 };
      if (item.id) await tx.update(navItems).set(values).where(eq(navItems.id, item.id));
      else await tx.insert(navItems).values({ id: next++, parentId: null, ...values });
    }
  }

  hotWords(executor: Executor) {
    return executor.select({ name: hotWords.name, url: hotWords.url }).from(hotWords).orderBy(asc(hotWords.sort), asc(hotWords.id));
  }

  async replaceHotWords(tx: Executor, words: Array<{ name: string; url: string }>) {
    await tx.delete(hotWords);
    if (words.length) await tx.insert(hotWords).values(words.map((w, i) => ({ ...w, sort: i + 1 })));
  }

  links(executor: Executor) {
    return executor
      .select({ id: globalLinks.id, name: globalLinks.name, url: globalLinks.url, image: globalLinks.image })
      .from(globalLinks)
      .orderBy(asc(globalLinks.sort), asc(globalLinks.id));
  }

  async replaceLinks(tx: Executor, links: Array<{ name: string; url: string; image: string }>) {
    await tx.execute(sql`lock table ${globalLinks} in share row exclusive mode`);
    await tx.delete(globalLinks);
    if (links.length) await tx.insert(globalLinks).values(links.map((l, i) => ({ id: i + 1, ...l, sort: i + 1 })));
  }

  settings(executor: Executor) {
    return executor.select().from(siteConfig);
  }

  async writeSettings(tx: Executor, values: Record<string, string>) {
    const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
    await tx
      .insert(siteConfig)
      .values(rows)
      .onConflictDoUpdate({ target: siteConfig.key, set: { value: sql`excluded.value` } });
  }

  get db() {
    return this.database.db;
  }
}
