import type { CommonData, MenuCategory } from '@yaocai/contract';

/** Spec §9: the menu shows the first 7 top categories. */
export const TOP_CATEGORIES_SHOWN = 7;

/** Store list paths (spec §9): /list, the preferred zone /yx and the TCM zone /zyyp each have their own tree. */
export type CategoryZone = 'list' | 'yx' | 'zyyp';

export function categoryZone(pathname: string): CategoryZone {
  if (pathname === '/yx' || pathname.startsWith('/yx/')) return 'yx';
  if (pathname === '/zyyp' || pathname.startsWith('/zyyp/')) return 'zyyp';
  return 'list';
}

export function categoriesFor(zone: CategoryZone, common: Pick<CommonData, 'category' | 'category_yx' | 'category_zy'>): MenuCategory[] {
  if (zone === 'yx') return common.category_yx;
  if (zone === 'zyyp') return common.category_zy;
  return common.category;
}

/** `/list?select=<id>`; the preferred variant adds `yx=1` (spec §2). */
export function categoryHref(zone: CategoryZone, id: number): string {
  if (zone === 'yx') return `/yx?select=${id}&yx=1`;
  return `/${zone}?select=${id}`;
}
