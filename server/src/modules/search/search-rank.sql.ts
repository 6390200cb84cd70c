import { sql, type SQL } from 'drizzle-orm';
import { goodsSearch as gs } from './search.tables.js';

/**
 * The tiers of a goods the names do not rank (0–2): 3 the goods' names match the keyword (their characters, pinyin,
 * initials — weight A of the document), 4 the goods' own other words do (specification, dosage form, approval number,
 * barcode — A and D), 5 it matched only through its 厂家 or its merchant (B, C). `names` and `own` are the keyword's
 * query restricted to those weights (nameQueriesOf): a maker's initials never rank its goods among those named so.
 */
export const fieldTier = (names: SQL | string, own: SQL | string): SQL =>
  sql`case when ${gs.doc} @@ (${names})::tsquery then 3 when ${gs.doc} @@ (${own})::tsquery then 4 else 5 end`;

/**
 * The ranking tier of a goods for a query, over goods_search's names: 0 exact name, 1 name (or the names' pinyin and
 * initials) starting with it, 2 name containing it, else `elsewhere` — fieldTier (3 name, 4 the goods' own words,
 * 5 maker or merchant only), or the same known from the term table's rows. One expression for the query
 * (SearchRepository) and for the term table (SearchIndexer), so the table can never rank differently. `pinyinProbe`
 * is null when the keyword has no Latin part (nothing to compare with the pinyin).
 */
export function rankTier(probe: SQL | string, pinyinProbe: SQL | string | null, elsewhere: SQL): SQL {
  const pinyin = pinyinProbe === null ? sql`` : sql`or exists (select 1 from unnest(${gs.pinyin}) py where starts_with(py, ${pinyinProbe}))`;
  return sql`case
      when ${gs.genericName} = ${probe} or ${gs.tradeName} = ${probe} or ${gs.name} = ${probe} then 0
      when starts_with(${gs.genericName}, ${probe}) or starts_with(${gs.tradeName}, ${probe}) or starts_with(${gs.name}, ${probe})
        ${pinyin} then 1
      when strpos(${gs.name}, ${probe}) > 0 then 2
      else ${elsewhere} end`;
}
