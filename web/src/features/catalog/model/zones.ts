import { matchPath } from 'react-router';
import type { CategoryZone } from './category-links';
import type { ListFilters } from './list-filters';

/** Which goods list a path shows: the plain list, a zone with its fixed filter, a category, a brand. */
export type ZoneKey = 'list' | 'list-other' | 'yx' | 'zyyp' | 'kxzq' | 'myzq' | 'welfare' | 'zqmb' | 'brand';

export interface Zone {
  key: ZoneKey;
  /** Heading text; '' when the page fills it from data (category, brand or shop name). */
  title: string;
  /** Filters the zone imposes; the URL cannot change them. */
  fixed: Partial<ListFilters>;
  /** Which category tree the breadcrumb reads first (spec §9: /list, /yx and /zyyp each have their own). */
  tree: CategoryZone;
  /** Zones with their own table route switch views by path; the others use `?view=table`. */
  paths?: { cards: string; table: string };
  /** /kxzq/goods/{url}/{ads?}: the 控销 group the page shows and the kxzq_ad banners above it. */
  kxGroup?: { url: string; ads: number[] };
}

const id = (raw: string | undefined) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

function decode(raw: string | undefined): string {
  if (!raw) return '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The zone of a list path (pathname as the router sees it, already decoded by matchPath). */
export function zoneFor(pathname: string): Zone {
  const other = matchPath('/list/other/:id/:name?', pathname);
  if (other) {
    const select = id(other.params.id);
    return { key: 'list-other', title: decode(other.params.name), fixed: select ? { select } : {}, tree: 'list' };
  }
  if (pathname === '/yx' || pathname === '/yx/table') {
    return { key: 'yx', title: '优选专区', fixed: { yx: true }, tree: 'yx', paths: { cards: '/yx', table: '/yx/table' } };
  }
  if (pathname === '/zyyp') return { key: 'zyyp', title: '中药专区', fixed: { zy: true }, tree: 'zyyp' };
  const kxGroup = matchPath('/kxzq/goods/:url/:ads?', pathname);
  if (kxGroup) {
    const url = decode(kxGroup.params.url).toLowerCase();
    const ads = (kxGroup.params.ads ?? '')
      .split(',')
      .map((x) => id(x))
      .filter((x): x is number => x !== undefined);
    return { key: 'kxzq', title: '', fixed: { kx: true, kx_group: url }, tree: 'list', kxGroup: { url, ads } };
  }
  if (pathname === '/kxzq') return { key: 'kxzq', title: '控销专区', fixed: { kx: true }, tree: 'list' };
  if (pathname === '/kxzq/new') return { key: 'kxzq', title: '控销新品', fixed: { kx: true }, tree: 'list' };
  if (pathname === '/myzq') return { key: 'myzq', title: '免邮专区', fixed: { free_shipping: true }, tree: 'list' };
  if (pathname === '/welfare') return { key: 'welfare', title: '全场商品94折', fixed: { welfare: true }, tree: 'list' };
  const zqmb = matchPath('/zqmb/:id', pathname);
  if (zqmb) {
    const select = id(zqmb.params.id);
    return { key: 'zqmb', title: '', fixed: select ? { select } : {}, tree: 'list' };
  }
  const brand = matchPath('/ppzq/info/:id/:page?', pathname);
  if (brand) {
    const brandId = id(brand.params.id);
    return { key: 'brand', title: '', fixed: brandId ? { brand_id: brandId } : {}, tree: 'list' };
  }
  return { key: 'list', title: '', fixed: {}, tree: 'list', paths: { cards: '/list', table: '/list/table' } };
}

export type ListView = 'cards' | 'table';

/** Current view: by path where the zone has a table route, else by `?view=table`. */
export function viewOf(zone: Pick<Zone, 'paths'>, pathname: string, params: URLSearchParams): ListView {
  if (zone.paths) return pathname === zone.paths.table ? 'table' : 'cards';
  return params.get('view') === 'table' ? 'table' : 'cards';
}

/** The URL of the other view, keeping every filter. */
export function viewHref(zone: Pick<Zone, 'paths'>, pathname: string, params: URLSearchParams, view: ListView): string {
  const next = new URLSearchParams(params);
  if (zone.paths) {
    next.delete('view');
    const qs = next.toString();
    return (view === 'table' ? zone.paths.table : zone.paths.cards) + (qs ? `?${qs}` : '');
  }
  if (view === 'table') next.set('view', 'table');
  else next.delete('view');
  const qs = next.toString();
  return pathname + (qs ? `?${qs}` : '');
}
