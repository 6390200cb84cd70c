import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Empty, Tag } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES } from '@yaocai/contract';
import { GoodsRow } from '../../components/goods-row';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { categoryTrail, useCommonData } from '../../lib/categories';
import { useBack } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import { FilterBar, filtersFrom, type SearchFilters } from './search-filters';
import { ShopHeading } from './shop-heading';
import { pickedFrom, zoneOf } from './zones';
import styles from './search.module.css';

const PAGE_SIZE = 20;

/**
 * Every goods list on a phone: /list (a category from 分类, a shop's goods), the zones (/yx, /zyyp, /kxzq…, /myzq,
 * /welfare), /zqmb/:id, /list/other/:id/:name and a brand's goods (/ppzq/info/:id). The zone fixes a filter; sort and
 * 筛选 are the search page's, kept in the address.
 */
export default function GoodsListPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const back = useBack(PHONE_PAGES.home);
  const zone = useMemo(() => zoneOf(pathname), [pathname]);
  const fixed = { ...pickedFrom(params), ...zone.fixed };
  const filters = filtersFrom(params);
  const title = useTitle(zone.title, fixed);
  const result = useInfiniteQuery({
    queryKey: ['goods', 'list', fixed, filters],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.catalog.list, { query: { ...fixed, ...filters, page: pageParam, page_size: PAGE_SIZE } }),
    getNextPageParam: (last) => nextPageOf(last),
  });
  const facetSource = { key: ['goods', 'facets', fixed], load: () => call(api.catalog.facets, { query: fixed }, { silent: true }) };
  const onFilters = (f: SearchFilters) => {
    const keep = Object.fromEntries([...params].filter(([k]) => ['select', 'shop_id', 'brand_id'].includes(k)));
    setParams({ ...keep, ...f }, { replace: true });
  };
  const goods = result.data?.pages.flatMap((p) => p.list) ?? [];
  const first = result.data?.pages[0];
  return (
    <div className={styles.page}>
      <NavBar onBack={back} className={styles.listNav}>
        {title}
      </NavBar>
      {fixed.shop_id ? <ShopHeading id={Number(fixed.shop_id)} /> : null}
      {fixed.select ? <SubCategories id={Number(fixed.select)} onPick={(id) => setParams({ select: String(id) })} /> : null}
      <FilterBar facetSource={facetSource} filters={filters} onChange={onFilters} />
      {first && (
        <div className={styles.count} data-testid="phone-list-total">
          共 {first.total} 个商品
        </div>
      )}
      {result.isSuccess && goods.length === 0 ? <Empty description="暂无符合条件的商品" /> : goods.map((g) => <GoodsRow key={g.id} goods={g} />)}
      <MoreOnScroll query={result} />
    </div>
  );
}

/** The page's name: the zone's, else the category's, the brand's or the shop's. */
function useTitle(zoneTitle: string, fixed: Record<string, string>) {
  const common = useCommonData().data;
  const brand = useQuery({
    queryKey: ['brand', fixed.brand_id],
    queryFn: () => call(api.catalog.brand, { params: { id: Number(fixed.brand_id) } }, { silent: true }),
    enabled: !zoneTitle && !!fixed.brand_id,
  }).data;
  if (zoneTitle) return zoneTitle;
  if (brand) return brand.name;
  if (fixed.shop_id) return '店铺商品';
  if (fixed.select && common) {
    const trail = categoryTrail([common.category, common.category_yx, common.category_zy], Number(fixed.select));
    if (trail.length) return trail.at(-1)!.name;
  }
  return '全部商品';
}

/** A category's children as chips, to narrow further in one tap. */
function SubCategories({ id, onPick }: { id: number; onPick: (id: number) => void }) {
  const common = useCommonData().data;
  if (!common) return null;
  const trail = categoryTrail([common.category, common.category_yx, common.category_zy], id);
  const children = trail.at(-1)?.children ?? [];
  if (children.length === 0) return null;
  return (
    <div className={styles.chips} data-testid="phone-subcategories">
      {children.map((c) => (
        <Tag key={c.id} className={styles.chip} onClick={() => onPick(c.id)}>
          {c.name}
        </Tag>
      ))}
    </div>
  );
}
