import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminCombination, AdminCombinationsQuery } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { correlated, isoUtc, windowState } from '../../db/sql-helpers.js';
import { goodsFacts, shopFacts } from '../catalog/public.js';
import { combinationItems, combinations } from './promotions.tables.js';

const { state: STATE, where: STATE_WHERE } = windowState(combinations.startsAt, combinations.endsAt);
// The outer package is spelled out: inside these subqueries drizzle would leave combinations.id unqualified.
const items = correlated<AdminCombination['items']>(sql`coalesce((select json_agg(json_build_object('goods_id', g.id, 'name', g.name,
  'spec', g.spec, 'unit', g.unit, 'number', ci.number, 'base_price', g.base_price) order by ci.position)
  from combination_items ci join goods g on g.id = ci.goods_id where ci.combination_id = "combinations"."id"), '[]'::json)`);
const original = correlated<number>(sql`coalesce((select sum(g.base_price * ci.number) from combination_items ci join goods g on g.id = ci.goods_id
  where ci.combination_id = "combinations"."id"), 0)::int`);
const stock = correlated<number>(sql`coalesce((select min(g.stock_total / ci.number) from combination_items ci join goods g on g.id = ci.goods_id
  where ci.combination_id = "combinations"."id"), 0)::int`);

const rowColumns = {
  id: combinations.id,
  shop_id: combinations.shopId,
  shop: shopFacts.shortName,
  name: combinations.name,
  price: combinations.price,
  original,
  stock,
  items,
  starts_at: isoUtc(combinations.startsAt),
  ends_at: isoUtc(combinations.endsAt),
  state: STATE,
};

export interface CombinationWrite {
  shopId: number;
  name: string;
  price: number;
  startsAt: Date;
  endsAt: Date;
  items: Array<{ goods_id: number; number: number }>;
}

/** SQL of the console's 组合套餐: pages by shop and state, one package, its goods' facts, writes. */
export class CombinationsAdminRepository {
  constructor(private readonly database: Database) {}

  transaction<T>(fn: (tx: Executor) => Promise<T>) {
    return this.database.db.transaction(fn);
  }

  get executor(): Executor {
    return this.database.db;
  }

  async page(q: AdminCombinationsQuery) {
    const w: SQL[] = [];
    if (q.shop_id) w.push(eq(combinations.shopId, q.shop_id));
    if (q.state !== 'all') w.push(STATE_WHERE[q.state]);
    const where = w.length ? and(...w) : undefined;
    const [list, [total]] = await Promise.all([
      this.database.db
        .select(rowColumns)
        .from(combinations)
        .innerJoin(shopFacts, eq(shopFacts.id, combinations.shopId))
        .where(where)
        .orderBy(desc(combinations.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      this.database.db.select({ n: count() }).from(combinations).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  }

  async row(executor: Executor, id: number, lock = false) {
    const query = executor
      .select(rowColumns)
      .from(combinations)
      .innerJoin(shopFacts, eq(shopFacts.id, combinations.shopId))
      .where(eq(combinations.id, id));
    const [row] = lock ? await query.for('update', { of: combinations }) : await query;
    return row ?? null;
  }

  async shopExists(executor: Executor, shopId: number) {
    const [row] = await executor.select({ id: shopFacts.id }).from(shopFacts).where(eq(shopFacts.id, shopId));
    return row !== undefined;
  }

  /** What a package checks its goods against (shop, sale state, 控销) and prices them with. */
  goodsFacts(executor: Executor, ids: number[]) {
    return executor
      .select({
        id: goodsFacts.id,
        shop_id: goodsFacts.shopId,
        name: goodsFacts.name,
        spec: goodsFacts.spec,
        unit: goodsFacts.unit,
        on_sale: sql<boolean>`${goodsFacts.status} = 'on_sale'`,
        is_buy: goodsFacts.isBuy,
        is_kx: goodsFacts.isKx,
        base_price: goodsFacts.basePrice,
        stock: goodsFacts.stockTotal,
      })
      .from(goodsFacts)
      .where(inArray(goodsFacts.id, ids));
  }

  async insert(tx: Executor, w: CombinationWrite): Promise<number> {
    const [row] = await tx
      .insert(combinations)
      .values({ shopId: w.shopId, name: w.name, price: w.price, startsAt: w.startsAt, endsAt: w.endsAt })
      .returning({ id: combinations.id });
    await this.writeItems(tx, row!.id, w.items);
    return row!.id;
  }

  async update(tx: Executor, id: number, w: CombinationWrite) {
    await tx.update(combinations).set({ name: w.name, price: w.price, startsAt: w.startsAt, endsAt: w.endsAt }).where(eq(combinations.id, id));
    await tx.delete(combinationItems).where(eq(combinationItems.combinationId, id));
    await this.writeItems(tx, id, w.items);
  }

  private async writeItems(tx: Executor, id: number, list: CombinationWrite['items']) {
    await tx.insert(combinationItems).values(list.map((i, n) => ({ combinationId: id, goodsId: i.goods_id, number: i.number, position: n + 1 })));
  }

  async endNow(tx: Executor, id: number) {
    await tx
      .update(combinations)
      .set({ endsAt: sql`greatest(now(), ${combinations.startsAt} + interval '1 second')` })
      .where(eq(combinations.id, id));
  }

  async remove(tx: Executor, id: number) {
    await tx.delete(combinations).where(eq(combinations.id, id));
  }
}
