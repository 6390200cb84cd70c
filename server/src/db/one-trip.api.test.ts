import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DB_KINDS, type TestApp } from '../../test/test-app.js';
import { useApiSuite } from '../../test/suite.js';
import { goods, shops } from '../modules/catalog/catalog.tables.js';
import { memberAddresses } from '../modules/addresses/addresses.tables.js';
import { epochMs } from './sql-helpers.js';
import { boolArray, intArray, noRows, textArray } from './one-trip.js';
import { CatalogRepository, selectCards } from '../modules/catalog/catalog.repository.js';

/**
 * Reads folded into one statement give exactly the rows each gives alone: Drizzle's column mappings (timestamps as
 * Dates, booleans, arrays, JSON) and `.mapWith` decoders through JSON, unnamed expressions and two tables' `id`.
 */
describe.each(DB_KINDS)('one-trip reads on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));

  // Each read written once, with its constants in its text (the same every call) and nothing bound.
  const reads = () => {
    const db = t.database.db;
    const read = t.database.shaped;
    return {
      goods: read('test.goods-facts', {}, () =>
        db
          .select({
            id: goods.id,
            name: goods.name,
            price: goods.basePrice,
            kx: goods.isKx,
            shop: shops.id,
            shop_name: shops.name,
            provinces: shops.deliveryProvinces,
            expiry: goods.expiryDate,
            twice: sql<number>`${goods.basePrice} * 2`,
            at: epochMs(goods.createdAt),
            facts: sql<{ a: number; b: string[] }>`json_build_object('a', ${goods.id}, 'b', array[${goods.unit}, null])`,
            aliased: sql<string>`${goods.unit} || '!'`.as('aliased'),
          })
          .from(goods)
          .innerJoin(shops, eq(shops.id, goods.shopId))
          .where(inArray(goods.id, [1, 2, 3, 5, 8]))
          .orderBy(asc(goods.id)),
      ),
      // A whole-table select: every column with its own mapping (timestamps to Dates).
      addresses: read('test.addresses', {}, () => db.select().from(memberAddresses).orderBy(asc(memberAddresses.id)).limit(3)),
      none: read('test.none', {}, () => db.select({ id: goods.id }).from(goods).where(eq(goods.id, -1))),
      raw: t.database.shapedRaw<{ n: number; label: string | null }>(
        'test.raw',
        { min: 0 },
        (v) => sql`select count(*)::int as "n", null::text as "label" from ${shops} where id > ${v('min')}`,
      ),
      nothing: noRows<{ id: number }>(),
    };
  };

  it('gives each part the rows it gives alone', async () => {
    const db = t.database.db;
    const expected = {
      goods: await db
        .select({
          id: goods.id,
          name: goods.name,
          price: goods.basePrice,
          kx: goods.isKx,
          shop: shops.id,
          shop_name: shops.name,
          provinces: shops.deliveryProvinces,
          expiry: goods.expiryDate,
          twice: sql<number>`${goods.basePrice} * 2`,
          at: epochMs(goods.createdAt),
          facts: sql<{ a: number; b: string[] }>`json_build_object('a', ${goods.id}, 'b', array[${goods.unit}, null])`,
          aliased: sql<string>`${goods.unit} || '!'`.as('aliased'),
        })
        .from(goods)
        .innerJoin(shops, eq(shops.id, goods.shopId))
        .where(inArray(goods.id, [1, 2, 3, 5, 8]))
        .orderBy(asc(goods.id)),
      addresses: await db.select().from(memberAddresses).orderBy(asc(memberAddresses.id)).limit(3),
      none: [],
      raw: await t.database.rows<{ n: number; label: string | null }>(
        sql`select count(*)::int as "n", null::text as "label" from ${shops} where id > 0`,
      ),
      nothing: [],
    };
    expect(expected.goods.length).toBe(5);
    expect(expected.addresses.length).toBeGreaterThan(0);
    expect(expected.addresses[0].createdAt).toBeInstanceOf(Date);
    const alone = reads();
    expect({
      goods: await alone.goods,
      addresses: await alone.addresses,
      none: await alone.none,
      raw: await alone.raw,
      nothing: await alone.nothing,
    }).toEqual(expected);
    expect(await t.database.oneTrip(reads())).toEqual(expected);
    // Groups of reads come back as groups (a caller's reads made with a callee's), in one statement all the same.
    const { raw, nothing, ...rest } = reads();
    expect(await t.database.oneTrip({ ...rest, caller: { raw, nothing } })).toEqual({
      goods: expected.goods,
      addresses: expected.addresses,
      none: [],
      caller: { raw: expected.raw, nothing: [] },
    });
    expect(await t.database.oneTrip({ only: noRows() })).toEqual({ only: [] });
  });

  it('gives goods cards by id (a shaped read) exactly as a plain select does, in the order asked', async () => {
    const some = await t.database.rows<{ id: number }>(sql`select id from goods order by id desc limit 30`);
    const ids = some.map((r) => r.id).reverse();
    const plain = await selectCards(t.database.db).where(inArray(goods.id, ids));
    const byId = new Map(plain.map((r) => [r.id, r]));
    const shaped = await new CatalogRepository(t.database).byIds(ids);
    expect(shaped.map((r) => r.id)).toEqual(ids);
    expect(shaped).toEqual(ids.map((id) => byId.get(id)));
  });

  it('builds a trip of shaped reads once and gives each call its own values, alone and together', async () => {
    const db = t.database.db;
    const shopsOf = (ids: number[]) =>
      t.database.shaped('test.shops', { ids: intArray(ids) }, (v) =>
        db
          .select({ id: shops.id, name: shops.name })
          .from(shops)
          .where(sql`${shops.id} = any(${v('ids')}::int[])`)
          .orderBy(asc(shops.id)),
      );
    const goodsOf = (shopId: number, limit: number) =>
      t.database.shapedRaw<{ id: number; shop: number }>(
        'test.goods',
        { shopId, limit },
        (v) => sql`select id as "id", shop_id as "shop" from ${goods} where shop_id = ${v('shopId')} order by id limit ${v('limit')}`,
      );
    const plainShops = (ids: number[]) =>
      db.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, ids)).orderBy(asc(shops.id));
    const otherShape = (ids: number[]) =>
      t.database.shaped('test.shops-by-name', { ids: intArray(ids) }, (v) =>
        db
          .select({ id: shops.id, name: shops.name })
          .from(shops)
          .where(sql`${shops.id} = any(${v('ids')}::int[])`)
          .orderBy(asc(shops.name)),
      );
    for (const [ids, shopId, limit] of [
      [[1, 2], 1, 3],
      [[3], 2, 1],
      [[2, 3, 4], 1, 5],
    ] as const) {
      const expected = {
        shops: await plainShops([...ids]),
        goods: await t.database.rows<{ id: number; shop: number }>(
          sql`select id as "id", shop_id as "shop" from ${goods} where shop_id = ${shopId} order by id limit ${limit}`,
        ),
      };
      expect(expected.shops.length).toBe(ids.length);
      expect(await t.database.oneTrip({ shops: shopsOf([...ids]), goods: goodsOf(shopId, limit) })).toEqual(expected);
      expect(await shopsOf([...ids])).toEqual(expected.shops);
      // The same read twice, and another shape over the same rows: each its own part of the statement.
      const byName = [...expected.shops].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      expect(await t.database.oneTrip({ a: shopsOf([...ids]), b: shopsOf([...ids]), c: otherShape([...ids]) })).toEqual({
        a: expected.shops,
        b: expected.shops,
        c: byName,
      });
    }
  });

  it('catches a shaped read that writes a value into its query instead of binding it', async () => {
    const unbound = (id: number) =>
      t.database.shaped('test.unbound', { id }, () => t.database.db.select({ id: shops.id }).from(shops).where(eq(shops.id, id)));
    expect(await unbound(1)).toEqual([{ id: 1 }]);
    await expect(unbound(2).then((rows) => rows)).rejects.toThrow(/a value is not bound/);
  });

  it('runs a shaped statement (a write with RETURNING) with the values of each call, and catches an unbound one', async () => {
    const rename = (id: number, name: string) =>
      t.database.shapedStatement<{ id: number; name: string }>(
        'test.rename',
        { id, name },
        (v) => sql`update ${shops} set name = ${v('name')} where id = ${v('id')} returning id as "id", name as "name"`,
      );
    const [before1, before2] = await Promise.all(
      [1, 2].map(async (id) => (await t.database.db.select({ name: shops.name }).from(shops).where(eq(shops.id, id)))[0].name),
    );
    expect(await rename(1, '语句测试店一')).toEqual([{ id: 1, name: '语句测试店一' }]);
    expect(await rename(2, '语句测试店二')).toEqual([{ id: 2, name: '语句测试店二' }]);
    expect(await rename(-1, '无')).toEqual([]);
    expect(
      (
        await t.database.db
          .select({ name: shops.name })
          .from(shops)
          .where(inArray(shops.id, [1, 2]))
          .orderBy(asc(shops.id))
      ).map((r) => r.name),
    ).toEqual(['语句测试店一', '语句测试店二']);
    await rename(1, before1);
    await rename(2, before2);
    const unbound = (id: number) =>
      t.database.shapedStatement('test.unbound-statement', { id }, () => sql`select id as "id" from ${shops} where id = ${id}`);
    expect(await unbound(1)).toEqual([{ id: 1 }]);
    await expect(unbound(2)).rejects.toThrow(/a value is not bound/);
  });

  it('reads inside a transaction, seeing its writes', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(shops).set({ name: '一次读取测试店' }).where(eq(shops.id, 1));
        const { named, count } = await t.database.oneTrip(
          {
            named: t.database.shaped('test.tx.named', { id: 1 }, (v) =>
              tx
                .select({ name: shops.name })
                .from(shops)
                .where(eq(shops.id, v('id'))),
            ),
            count: t.database.shaped('test.tx.count', {}, () => tx.select({ n: sql<number>`count(*)::int` }).from(shops)),
          },
          tx,
        );
        expect(named).toEqual([{ name: '一次读取测试店' }]);
        expect(count[0].n).toBeGreaterThan(0);
        tx.rollback();
      })
      .catch((e: Error) => expect(e.message).toMatch(/rollback/i));
    expect((await t.database.db.select({ name: shops.name }).from(shops).where(eq(shops.id, 1)))[0].name).not.toBe('一次读取测试店');
  });

  it('passes arrays as one literal each: text with quotes, commas, braces and NULL comes back as written', async () => {
    const texts = ['', 'NULL', 'a,b', '{c}', 'say "hi"', 'back\\slash', '维生素B1', ' sp ace '];
    const rows = await t.database.rows<{ t: string; b: boolean; n: number }>(
      sql`select * from unnest(${textArray(texts)}::text[], ${boolArray(texts.map((_, i) => i % 2 === 0))}::boolean[], ${intArray(texts.map((_, i) => i))}::int[]) as x(t, b, n)`,
    );
    expect(rows.map((r) => r.t)).toEqual(texts);
    expect(rows.map((r) => r.b)).toEqual(texts.map((_, i) => i % 2 === 0));
    expect(rows.map((r) => r.n)).toEqual(texts.map((_, i) => i));
  });

  it('refuses a nested selection (select() over a join) rather than guess its shape', async () => {
    const nested = t.database.shaped('test.nested', {}, () =>
      t.database.db.select().from(goods).innerJoin(shops, eq(shops.id, goods.shopId)).limit(1),
    );
    const other = t.database.shaped('test.other', {}, () => t.database.db.select({ id: shops.id }).from(shops).limit(1));
    await expect(t.database.oneTrip({ nested, other })).rejects.toThrow(/only flat field maps fold/);
  });
});
