import type { CascadePickerOption } from 'antd-mobile';

/** @vant/area-data's tables: codes share prefixes (province `44xxxx`, city `4401xx`, district `440106`). */
export interface AreaList {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

/**
 * The desktop region picker's tree (web components/ui/region-options.ts) for antd-mobile's CascadePicker: province →
 * city → district by name, the names the server stores and checks. Cities without districts of their own (东莞市,
 * 中山市…) list their towns, as the server's check does.
 */
export function regionOptions(area: AreaList): CascadePickerOption[] {
  const districts = new Map<string, CascadePickerOption[]>();
  for (const [code, name] of Object.entries(area.county_list)) {
    const key = code.slice(0, 4);
    const list = districts.get(key) ?? [];
    list.push({ value: name, label: name });
    districts.set(key, list);
  }
  const cities = new Map<string, CascadePickerOption[]>();
  for (const [code, name] of Object.entries(area.city_list)) {
    const key = code.slice(0, 2);
    const list = cities.get(key) ?? [];
    list.push({ value: name, label: name, children: districts.get(code.slice(0, 4)) ?? [] });
    cities.set(key, list);
  }
  return Object.entries(area.province_list).map(([code, name]) => ({ value: name, label: name, children: cities.get(code.slice(0, 2)) ?? [] }));
}

/** The division data (~160 kB) is fetched once, when the first address form opens, never with the home page. */
let loading: Promise<CascadePickerOption[]> | null = null;
export function loadRegions(): Promise<CascadePickerOption[]> {
  loading ??= import('@vant/area-data')
    .then((m) => regionOptions(m.areaList))
    .catch((e: unknown) => {
      loading = null;
      throw e;
    });
  return loading;
}

/** The picker's value from stored names ([] when incomplete, so the form asks for it). */
export function regionValue(r: { province?: string; city?: string; district?: string } | null | undefined): string[] {
  return r?.province && r.city && r.district ? [r.province, r.city, r.district] : [];
}

/** Mainland mobile (1, then 3–9, 11 digits) or a landline with its area code (spec §5). */
export function isContactPhone(v: string): boolean {
  return /^1[3-9]\d{9}$/.test(v) || /^0\d{2,3}-\d{7,8}$/.test(v);
}
