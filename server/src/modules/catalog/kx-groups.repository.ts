import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { goods } from './catalog.tables.js';
import { kxGroupGoods, kxGroups } from './kx-groups.tables.js';

export type KxGroupRow = typeof kxGroups.$inferSelect;
export type KxGroupFields = Omit<typeof kxGroups.$inferInsert, 'id' | 'updatedAt'>;

/** A group with how many of its goods are on sale and the first few of them (for the group cards). */
export interface KxGroupListRow {
  id: number;
  url: string;
  title: string;
  subtitle: string;
  intro: string;
  ad_ids: number[];
  sort: number;
  published: boolean;
  goods_count: number;
  sample_ids: number[];
}

const SAMPLES = 4;

export class KxGroupsRepository {
  constructor(private readonly database: Database) {}

  /** Published groups (all of them for operators; one by url or id) with their on-sale goods counted in one query. */
  list(opts: { all?: boolean; url?: string; id?: number } = {}): Promise<KxGroupListRow[]> {
    const where = [opts.all ? sql`true` : sql`k.published`];
    if (opts.url !== undefined) where.push(sql`k.url = ${opts.url}`);
    if (opts.id !== undefined) where.push(sql`k.id = ${opts.id}`);
    return this.database.rows<KxGroupListRow>(sql`
      select k.id, k.url, k.title, k.subtitle, k.intro, k.ad_ids, k.sort, k.published,
             coalesce(s.n, 0)::int as goods_count, coalesce(s.ids, '{}') as sample_ids
      from kx_groups k
      left join lateral (
        select count(*) as n, (array_agg(g.id order by kg.sort, g.id))[1:${SAMPLES}] as ids
        from kx_group_goods kg join goods g on g.id = kg.goods_id
        where kg.group_id = k.id and g.status = 'on_sale') s on true
      where ${sql.join(where, sql` and `)}
      order by k.sort, k.id`);
  }

  async goodsIds(groupId: number): Promise<number[]> {
    const rows = await this.database.db
      .select({ id: kxGroupGoods.goodsId })
      .from(kxGroupGoods)
      .where(eq(kxGroupGoods.groupId, groupId))
      .orderBy(asc(kxGroupGoods.sort), asc(kxGroupGoods.goodsId));
    return rows.map((r) => r.id);
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
