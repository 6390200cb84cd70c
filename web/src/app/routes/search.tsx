import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useListUrlState } from '../../features/catalog/hooks/use-list-url-state';
import { categoryHref } from '../../features/catalog/model/category-links';
import { orderedTrees } from '../../features/catalog/model/category-path';
import { toApiQuery } from '../../features/catalog/model/list-filters';
import type { Zone } from '../../features/catalog/model/zones';
import { GoodsListTemplate } from '../../features/catalog/templates/goods-list-template';
import { useCommonData } from '../../features/content/api/common-data';
import { searchFacetsQuery, searchPageQuery } from '../../features/search/api/search';
import { parseSearchType } from '../../features/search/model/search-type';
import { searchText } from '../../features/search/text';
import styles from './route-pages.module.css';

const SEARCH_ZONE: Pick<Zone, 'fixed' | 'paths'> = { fixed: {}, paths: { cards: '/search', table: '/search/table' } };

/** /search and /search/table: GET /api/goods/search-new with keywords & type plus the list's filters, sort and page. */
export function SearchRoute() {
  const [params] = useSearchParams();
  const keywords = (params.get('keywords') ?? '').trim();
  const type = parseSearchType(params.get('type'));
  const { filters, setFilters, view, viewHrefs, switchView } = useListUrlState(SEARCH_ZONE);
  const common = useCommonData();
  const trees = useMemo(() => orderedTrees('list', common), [common]);
  const apiQuery = toApiQuery(filters);
  const result = useQuery(searchPageQuery(keywords, type, apiQuery));
  const facets = useQuery(searchFacetsQuery(keywords, type, apiQuery)).data;
  // A new keyword must not show the previous keyword's goods as its own: 搜索中... until it answers.
  const stale = result.isPlaceholderData && result.data?.keywords.trim() !== keywords;

  const root = (
    <span className={styles.searchCrumb}>
      {searchText.allResults}
      {keywords && (
        <>
          <span className={styles.crumbSep}>&gt;</span>
          <strong data-testid="search-keywords">“{keywords}”</strong>
        </>
      )}
    </span>
  );

  return (
    <GoodsListTemplate
      filters={filters}
      fixed={SEARCH_ZONE.fixed}
      onChange={setFilters}
      trees={trees}
      facets={facets}
      categoryHref={(id) => categoryHref('list', id)}
      crumbRoot={root}
      page={stale ? undefined : result.data?.data}
      isPending={result.isPending || stale}
      isFetching={result.isFetching}
      loadingText={searchText.searching}
      view={view}
      viewHrefs={viewHrefs}
      onView={switchView}
    />
  );
}
