/** A province → city → district option, by name (the server stores and checks names, not codes). */
export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

export interface AreaList {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

/**
 * @vant/area-data's code tables as a three-level tree of names. Codes share prefixes: province `44xxxx`, city
 * `4401xx`, district `440106`. Cities without districts of their own (东莞市, 中山市…) list their towns, as the
 * server's check does.
 */
export function regionOptions(area: AreaList): RegionOption[] {
  const cities = new Map<string, RegionOption[]>();
  const districts = new Map<string, RegionOption[]>();
  for (const [code, name] of Object.entries(area.county_list)) {
    const key = code.slice(0, 4);
    const list = districts.get(key) ?? [];
    list.push({ value: name, label: name });
    districts.set(key, list);
  }
  for (const [code, name] of Object.entries(area.city_list)) {
    const key = code.slice(0, 2);
    const list = cities.get(key) ?? [];
    list.push({ value: name, label: name, children: districts.get(code.slice(0, 4)) ?? [] });
    cities.set(key, list);
  }
  return Object.entries(area.province_list).map(([code, name]) => ({ value: name, label: name, children: cities.get(code.slice(0, 2)) ?? [] }));
}

/** The picker's value from stored names ([] when incomplete, so the form asks for it). */
export function regionValue(r: { province?: string; city?: string; district?: string } | null | undefined): string[] {
  return r?.province && r.city && r.district ? [r.province, r.city, r.district] : [];
}

/** The three names the API expects, from the picker's value. */
export function regionFields(value: readonly string[] | undefined): { province: string; city: string; district: string } {
  const [province = '', city = '', district = ''] = value ?? [];
  return { province, city, district };
}
