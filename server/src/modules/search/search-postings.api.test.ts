import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DB_KINDS, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { catalog, keywords, makerKeywords } from './search-keywords-test-kit.js';
import { coveringKeysOf, cleanKeyword, nameProbe, nameQueriesOf, pinyinProbeOf, postingKeyOf, postingTermOf, toTsquery } from './search-query.js';
import { SearchRepository, TOTAL_CAP } from './search.repository.js';

/**
 * Issue 16: the term table answers one-run searches in ranking order. Every page it gives must be the page the full
 * ranking over goods_search gives (ids in order, and the total, up to TOTAL_CAP), and it must follow stock and
 * sales changes made through the catalog. How the index is kept up to date (the Latin prefix counts, rebuilds) is
 * search-index-upkeep.api.test.ts: two files, so the two api workers share this work.
 */
describe.each(DB_KINDS)('search term table on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));

  const both = async (keyword: string, offset: number, type: 0 | 1 = 0) => {
    const repo = new SearchRepository(t.database);
    const k = cleanKeyword(keyword);
    const spec = {
      tsquery: toTsquery(k, type === 1 ? 'B' : '')!,
      probe: nameProbe(k),
      pinyinProbe: pinyinProbeOf(k),
      ...nameQueriesOf(k),
      where: [],
      limit: 20,
      offset,
    };
    const key = type === 0 ? postingTermOf(k)!.term : postingKeyOf(k, type)!;
    return { full: await repo.search({ ...spec, posting: null }), table: await repo.search({ ...spec, posting: key }) };
  };
  const same = (keyword: string, offset: number, { full, table }: Awaited<ReturnType<typeof both>>) => {
    expect(table.ids, `${keyword} @${offset}`).toEqual(full.ids);
    if ('capped' in table) {
      expect(table.total, `${keyword} @${offset}`).toBe(Math.min(full.total, TOTAL_CAP));
      expect(table.capped).toBe(full.total > TOTAL_CAP);
    } else expect(table.total).toBe(full.total);
  };

  it('gives every page exactly as the full ranking does, for Chinese terms of 1–4 characters and pinyin initials', async () => {
    const all = keywords();
    expect(all.length).toBeGreaterThan(500);
    // Every keyword on PostgreSQL; on PGlite (the same planner and ranking, each query several times dearer) a quarter:
    // one in four, the pick moving along by one every four (the list runs 1–4 Han characters, then 1–4 initials, name
    // by name), so every length and kind of term is still asked.
    const list = kind === 'postgres' ? all : all.filter((_, i) => i % 4 === (i >> 2) % 4);
    let fromTable = 0;
    for (const keyword of list)
      for (const offset of [0, 20, 60]) {
        const { full, table } = await both(keyword, offset);
        expect(table.ids, `${keyword} @${offset}`).toEqual(full.ids);
        if ('capped' in table) {
          fromTable++;
          expect(table.total).toBe(Math.min(full.total, TOTAL_CAP));
          expect(table.capped).toBe(full.total > TOTAL_CAP);
        } else expect(table.total).toBe(full.total);
      }
    // The broad terms' pages come from the table (narrow ones reach tier 3 and are ranked from goods_search).
    expect(fromTable).toBeGreaterThan(list.length / 4);
  }, 240_000); // 512 keywords × 3 pages ranked twice: 20 s alone on PGlite, 131 s on a 2-core host shared by five agents

  it('answers makers and merchants from the table alone, as drug searches and as 厂家 searches, page and total', async () => {
    const list = makerKeywords();
    expect(list.length).toBeGreaterThan(40);
    for (const keyword of list)
      for (const type of [0, 1] as const)
        for (const offset of [0, 20]) {
          const pair = await both(keyword, offset, type);
          // Chinese terms hold every goods they match: no page falls back to ranking goods_search.
          expect('capped' in pair.table, `${keyword} type ${type}`).toBe(true);
          same(keyword, offset, pair);
        }
  }, 120_000);

  it('matches a Chinese term whose bigrams lie in different fields or apart, as the full-text query does', async () => {
    // 头孢 in the name and 孢克 nowhere next to it: 头孢克 must match exactly the goods holding both bigrams.
    for (const keyword of ['头孢克', '胶囊片', '药业胶', '制药有']) {
      const pair = await both(keyword, 0);
      expect('capped' in pair.table).toBe(true);
      same(keyword, 0, pair);
    }
  });

  it("ranks a Chinese keyword longer than the table's keys from its windows exactly as goods_search does, page and total", async () => {
    // Whole generic names, makers' full short names and names of 5–8 characters: drug and 厂家 searches.
    const long = new Set<string>();
    for (const g of catalog.goods.slice(0, 400)) {
      for (const n of [g.generic_name, g.manufacturer_short, g.manufacturer.match(/^\p{Script=Han}+/u)?.[0] ?? '']) {
        const han = n?.match(/^\p{Script=Han}+/u)?.[0] ?? '';
        if ([...han].length >= 5) long.add([...han].slice(0, 8).join(''));
      }
    }
    const list = [...long].slice(0, 80);
    expect(list.length).toBeGreaterThan(40);
    const repo = new SearchRepository(t.database);
    let matched = 0;
    for (const keyword of list)
      for (const type of [0, 1] as const)
        for (const offset of [0, 20]) {
          const spec = {
            tsquery: toTsquery(keyword, type === 1 ? 'B' : '')!,
            probe: nameProbe(keyword),
            pinyinProbe: '',
            ...nameQueriesOf(keyword),
            where: [],
            limit: 20,
            offset,
            posting: null,
          };
          const cover = coveringKeysOf(keyword, type);
          expect(cover, keyword).not.toBeNull();
          const [full, windows] = [await repo.search(spec), await repo.search({ ...spec, cover })];
          expect(windows, `${keyword} type ${type} @${offset}`).toEqual(full);
          if (full.total > 0) matched++;
        }
    expect(matched).toBeGreaterThan(60);
  }, 120_000);

  it('reports a broad term as "1000 or more" through the API, and the page is still the full ranking', async () => {
    const [broad] = await t.database.rows<{ term: string }>(
      sql`select term from search_postings where on_sale group by term having count(*) > ${TOTAL_CAP} order by count(*) desc limit 1`,
    );
    expect(broad, 'the demo data has a term in more than 1,000 names').toBeDefined();
    const res = await t.call({ method: 'GET', url: `/api/goods/search?keywords=${encodeURIComponent(broad.term)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toMatchObject({ total: TOTAL_CAP, total_capped: true });
    const { full } = await both(broad.term, 0);
    expect(res.json().data.data.list.map((g: { id: number }) => g.id)).toEqual(full.ids);
  });

  it('follows the catalog: a goods sold out drops behind the ones in stock, and one taken off sale disappears', async () => {
    const keyword = '阿莫';
    const before = (await both(keyword, 0)).table.ids;
    const [first, second] = before;
    await t.database.rows(sql`update goods set stock_total = 0 where id = ${first}`);
    const afterStock = await both(keyword, 0);
    expect(afterStock.table.ids).toEqual(afterStock.full.ids);
    expect(afterStock.table.ids.indexOf(first)).toBeGreaterThan(afterStock.table.ids.indexOf(second));
    await t.database.rows(sql`update goods set status = 'off_sale' where id = ${second}`);
    const afterSale = await both(keyword, 0);
    expect(afterSale.table.ids).toEqual(afterSale.full.ids);
    expect(afterSale.table.ids).not.toContain(second);
  });
});
