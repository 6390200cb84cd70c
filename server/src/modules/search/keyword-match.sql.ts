import { sql, type SQL } from 'drizzle-orm';
import { cleanKeyword, toTsquery } from './search-query.js';
import { goodsSearch } from './search.tables.js';

/**
 * The ids of goods matching the keyword (a subquery) through the search index (every goods, on sale or not): Chinese terms of any
 * length, pinyin, makers, approval numbers — read from the GIN index instead of a scan of every name. The console's
 * goods list filters by it; null when the keyword holds nothing searchable.
 */
export function goodsMatchingKeyword(keyword: string): SQL | null {
  const tsquery = toTsquery(cleanKeyword(keyword));
  if (!tsquery) return null;
  return sql`select ${goodsSearch.goodsId} from ${goodsSearch} where ${goodsSearch.doc} @@ ${tsquery}::tsquery`;
}
