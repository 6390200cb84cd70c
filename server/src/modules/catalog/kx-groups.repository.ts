import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { goods } from './catalog.tables.js';
import { ON_SALE } from './goods-filters.sql.js';
import { kxGroupGoods, kxGroups } from './kx-groups.tables.js';

export type KxGroupRow = typeof kxGroups.$inferSelect;
export type KxGroupFields = Omit<typeof kxGroups.$inferInsert, 'id' | 'updatedAt'>;

const SAMPLES = 4;

export class KxGroupsRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** Published groups (all of them for operators; one by url or id) with their on-sale goods counted in one query. */
  list(opts: { all?: boolean; url?: string; id?: number } = {}) {
    const onSale = this.db
      .select({
        n: sql<number>`count(*)::int`.as('n'),
        ids: sql<number[]>`(array_agg(${goods.id} order by ${kxGroupGoods.sort}, ${goods.id}))[1:${SAMPLES}]`.as('ids'),
      })
      .from(kxGroupGoods)
      .innerJoin(goods, eq(goods.id, kxGroupGoods.goodsId))
      .where(and(eq(kxGroupGoods.groupId, kxGroups.id), ON_SALE))
      .as('s');
    return this.db
      .select({
        id: kxGroups.id,
        url: kxGroups.url,
        title: kxGroups.title,
        subtitle: kxGroups.subtitle,
        intro: kxGroups.intro,
        ad_ids: kxGroups.adIds,
        sort: kxGroups.sort,
        published: kxGroups.published,
        goods_count: sql<number>`coalesce(${onSale.n}, 0)::int`,
        sample_ids: sql<number[]>`coalesce(${onSale.ids}, '{}')`,
      })
      .from(kxGroups)
      .leftJoinLateral(onSale, sql`true`)
      .where(
        and(
          opts.all ? undefined : eq(kxGroups.published, true),
          opts.url !== undefined ? eq(kxGroups.url, opts.url) : undefined,
          opts.id !== undefined ? eq(kxGroups.id, opts.id) : undefined,
        ),
      )
      .orderBy(asc(kxGroups.sort), asc(kxGroups.id));
  }

  /** The goods of each group, in their order: one query for all the groups. */
  async goodsIdsOf(groupIds: number[]): Promise<Map<number, number[]>> {
    const byGroup = new Map(groupIds.map((id) => [id, [] as number[]]));
    if (groupIds.length === 0) return byGroup;
    const rows = await this.db
      .select({ group_id: kxGroupGoods.groupId, id: kxGroupGoods.goodsId })
      .from(kxGroupGoods)
      .where(inArray(kxGroupGoods.groupId, groupIds))
      .orderBy(asc(kxGroupGoods.groupId), asc(kxGroupGoods.sort), asc(kxGroupGoods.goodsId));
    for (const r of rows) byGroup.get(r.group_id)!.push(r.id);
    return byGroup;
  }

  /** Of these goods, the ones that exist and are 控销 (only they may join a group). */
  async kxGoods(ids: number[]): Promise<Array<{ id: number; name: string; is_kx: boolean }>> {
    return this.database.db.select({ id: goods.id, name: goods.name, is_kx: goods.isKx }).from(goods).where(inArray(goods.id, ids));
  }

  async urlTaken(url: string, exceptId: number | null): Promise<boolean> {
    const [row] = await this.database.db
      .select({ id: kxGroups.id })
      .from(kxGroups)
      .where(exceptId === null ? eq(kxGroups.url, url) : and(eq(kxGroups.url, url), ne(kxGroups.id, exceptId)));
    return row !== undefined;
  }

  /** Insert or update the group and replace its goods, in one transaction. Null when the id names no group. */
  async save(id: number | null, fields: KxGroupFields, goodsIds: number[]): Promise<number | null> {
    return this.database.db.transaction(async (tx) => {
      let row: KxGroupRow | undefined;
      if (id === null) {
        [row] = await tx.insert(kxGroups).values(fields).returning();
      } else {
        [row] = await tx
          .update(kxGroups)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(kxGroups.id, id))
          .returning();
        if (!row) return null;
        await tx.delete(kxGroupGoods).where(eq(kxGroupGoods.groupId, id));
      }
      if (goodsIds.length > 0) {
        await tx.insert(kxGroupGoods).values(goodsIds.map((goodsId, sort) => ({ groupId: row!.id, goodsId, sort })));
      }
      return row.id;
    });
  }
}

/** A group with how many of its goods are on sale and the first few of them (for the group cards). */
export type KxGroupListRow = Awaited<ReturnType<KxGroupsRepository['list']>>[number];
