import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BrandHeading } from '../../features/brands/components/brand-heading';
import { goodsFacetsQuery, goodsListQuery } from '../../features/catalog/api/goods';
import { KxGroupHeading, KxGroupNav } from '../../features/catalog/components/kx-groups';
import { ZoneHeader } from '../../features/catalog/components/zone-header';
import { useListUrlState } from '../../features/catalog/hooks/use-list-url-state';
import { categoryHref } from '../../features/catalog/model/category-links';
import { categoryPath, orderedTrees } from '../../features/catalog/model/category-path';
import { zoneFor } from '../../features/catalog/model/zones';
import { GoodsListTemplate } from '../../features/catalog/templates/goods-list-template';
import { useCommonData } from '../../features/content/api/common-data';
import { useSessionUser } from '../../features/accounts/api/session';
import { ShopHeading } from '../../features/shops/components/shop-heading';
import { ContactShopButton } from '../../features/chat/components/contact-shop';

/**
 * Every goods list: /list and /list/table, /list/other/:id/:name?, the zones (/yx, /zyyp, /kxzq…, /myzq, /welfare),
 * /zqmb/:id, a brand's goods (/ppzq/info/:id) and a shop's goods (/list?shop_id=…). The zone decides the fixed
 * filter and the heading; the catalog template does the rest.
 */
export function GoodsListRoute() {
  const { pathname } = useLocation();
  const zone = useMemo(() => zoneFor(pathname), [pathname]);
  const { filters, setFilters, view, viewHrefs, switchView } = useListUrlState(zone);
  const common = useCommonData();
  const user = useSessionUser();
  const trees = useMemo(() => orderedTrees(zone.tree, common), [zone.tree, common]);
  const list = useQuery(goodsListQuery(filters));
  const facets = useQuery(goodsFacetsQuery(filters)).data;

  const fixedCategory = zone.fixed.select ? categoryPath(trees, zone.fixed.select).at(-1)?.name : undefined;
  let header = null;
  if (zone.key === 'brand' && zone.fixed.brand_id) header = <BrandHeading id={zone.fixed.brand_id} />;
  else if (filters.shop_id)
    header = <ShopHeading id={filters.shop_id} extra={<ContactShopButton target={{ shopId: filters.shop_id }} signedIn={user !== null} />} />;
  else if (zone.kxGroup) header = <KxGroupHeading url={zone.kxGroup.url} ads={zone.kxGroup.ads} />;
  else if (zone.key === 'kxzq')
    header = (
      <>
        <ZoneHeader zone={zone} />
        <KxGroupNav />
      </>
    );
  else header = <ZoneHeader zone={zone} title={zone.title || fixedCategory} />;

  return (
    <GoodsListTemplate
      header={header}
      filters={filters}
      fixed={zone.fixed}
      onChange={setFilters}
      trees={trees}
      facets={facets}
      categoryHref={(id) => categoryHref(zone.tree, id)}
      page={list.data}
      isPending={list.isPending}
      isFetching={list.isFetching}
      view={view}
      viewHrefs={viewHrefs}
      onView={switchView}
    />
  );
}

/** /zhzq (组合购): the running packages. */
export { CombinationZone as CombinationZoneRoute } from '../../features/catalog/components/combination-zone';
