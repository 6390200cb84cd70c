import { sql, type SQL } from 'drizzle-orm';
import { goodsSearch as gs } from './search.tables.js';

/**
 * The ranking tier of a goods for a query, over goods_search's names: 0 exact name, 1 name (or the names' pinyin and
 * initials) starting with it, 2 name containing it, 3 anything else that matched. One expression for the query
 * (SearchRepository) and for the term table (SearchIndexer), so the table can never rank differently. `pinyinProbe`
 * is null when the keyword has no Latin part (nothing to compare with the pinyin).
 */
export function rankTier(probe: SQL | string, pinyinProbe: SQL | string | null): SQL {
  const pinyin = pinyinProbe === null ? sql`` : sql`or exists (select 1 from unnest(${gs.pinyin}) py where starts_with(py, ${pinyinProbe}))`;
  return sql`case
      when ${gs.genericName} = ${probe} or ${gs.tradeName} = ${probe} or ${gs.name} = ${probe} then 0
      when starts_with(${gs.genericName}, ${probe}) or starts_with(${gs.tradeName}, ${probe}) or starts_with(${gs.name}, ${probe})
        ${pinyin} then 1
      when strpos(${gs.name}, ${probe}) > 0 then 2
      else 3 end`;
}
