import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DB_KINDS, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';
import { pinyinInitials } from './chinese-tokens.js';
import { cleanKeyword, nameProbe, pinyinProbeOf, postingKeyOf, postingTermOf, toTsquery } from './search-query.js';
import { SearchRepository, TOTAL_CAP } from './search.repository.js';

const { catalog } = readSeed();

/** Keywords buyers type: the first 1–4 characters of names, their pinyin initials, whole words of a name. */
function keywords(): string[] {
  const names = [...new Set(catalog.goods.map((g) => g.generic_name))].slice(0, 120);
  const out = new Set<string>();
  for (const n of names) {
    const han = n.match(/^\p{Script=Han}+/u)?.[0] ?? '';
    for (let k = 1; k <= 4 && k <= han.length; k++) out.add(han.slice(0, k));
    const initials = pinyinInitials(han);
    for (let k = 1; k <= 4 && k <= initials.length; k++) out.add(initials.slice(0, k));
  }
  return [...out];
}

/** Makers and merchants as buyers type them (short names, the start of full names), and terms spread over fields. */
function makerKeywords(): string[] {
  const out = new Set<string>();
  for (const g of catalog.goods.slice(0, 150)) {
    if (g.manufacturer_short) out.add(g.manufacturer_short);
    const maker = g.manufacturer.match(/^\p{Script=Han}+/u)?.[0] ?? '';
    for (const k of [2, 3, 4]) if (maker.length >= k) out.add(maker.slice(0, k));
  }
  for (const s of catalog.shops) out.add(s.name.slice(0, 3));
  return [...out].filter((k) => [...k].length >= 2 && [...k].length <= 4 && /^\p{Script=Han}+$/u.test(k));
}

/**
 * Issue 16: the term table answers one-run searches in ranking order. Every page it gives must be the page the full
 * ranking over goods_search gives (ids in order, and the total, up to TOTAL_CAP), and it must follow stock and
 * sales changes made through the catalog.
 */
describe.each(DB_KINDS)('search term table on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));

  const both = async (keyword: string, offset: number, type: 0 | 1 = 0) => {
    const repo = new SearchRepository(t.database);
    const k = cleanKeyword(keyword);
    const spec = { tsquery: toTsquery(k, type === 1 ? 'B' : '')!, probe: nameProbe(k), pinyinProbe: pinyinProbeOf(k), where: [], limit: 20, offset };
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
    const list = keywords();
    expect(list.length).toBeGreaterThan(150);
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
    expect(fromTable).toBeGreaterThan(150);
  }, 120_000); // 512 keywords × 3 pages ranked twice: 20 s alone on PGlite, past 30 s on a loaded CI machine

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
