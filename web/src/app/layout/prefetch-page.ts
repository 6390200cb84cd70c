import type { Params } from 'react-router';
import { DETAIL_PASS_THROUGH, goodsDetailQuery } from '../../features/catalog/api/goods';
import type { FormFields } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import type { PageKey } from '../route-table';

/**
 * Requests a page's own main data when the navigation starts, beside its code (issue 16: the goods page's data used
 * to wait for its ~50 code chunks, and its picture — the largest paint — for the data). The page's own query then
 * finds it in the cache: same query options, same key.
 */
export function prefetchPage(page: PageKey, params: Params, url: URL) {
  if (page === 'goods-detail') {
    const id = Number(params.id);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return;
    const passThrough: FormFields = {};
    for (const key of DETAIL_PASS_THROUGH) {
      const value = url.searchParams.get(key);
      if (value) passThrough[key] = value;
    }
    void queryClient.prefetchQuery(goodsDetailQuery(id, passThrough));
  }
}
