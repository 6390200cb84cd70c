/** A province → city → district option, by name (the server stores and checks names, not codes). */
export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

interface AreaList {
  province_list: Record<string, string>;
  city_list: Record<string, string>;
  county_list: Record<string, string>;
}

/**
 * @vant/area-data's code tables as a three-level tree of names, as the desktop's picker and the server's check read
 * them (web/src/components/ui/region-options.ts): codes share prefixes (province `44xxxx`, city `4401xx`, district
 * `440106`); cities without districts of their own (东莞市, 中山市…) list their towns.
 */
export function regionOptions(area: AreaList): RegionOption[] {
  const cities = new Map<string, RegionOption[]>();
  const districts = new Map<string, RegionOption[]>();
  for (const [code, name] of Object.entries(area.county_list)) {
    const key = code.slice(0, 4);
    districts.set(key, [...(districts.get(key) ?? []), { value: name, label: name }]);
  }
  for (const [code, name] of Object.entries(area.city_list)) {
    const key = code.slice(0, 2);
    cities.set(key, [...(cities.get(key) ?? []), { value: name, label: name, children: districts.get(code.slice(0, 4)) ?? [] }]);
  }
  return Object.entries(area.province_list).map(([code, name]) => ({ value: name, label: name, children: cities.get(code.slice(0, 2)) ?? [] }));
}

/** The division data (~160 kB) is fetched once, when a region field first shows, never on the home page. */
let loading: Promise<RegionOption[]> | null = null;
export function loadRegions(): Promise<RegionOption[]> {
  loading ??= import('@vant/area-data').then((m) => regionOptions(m.areaList));
  return loading;
}
