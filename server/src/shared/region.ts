import { areaList } from '@vant/area-data';

/**
 * Province, city and district names checked against @vant/area-data, the same division data as the web's region
 * picker: the district must belong to the city and the city to the province (codes share their prefixes).
 */
const countiesByName = new Map<string, string[]>();
for (const [code, name] of Object.entries(areaList.county_list)) {
  const list = countiesByName.get(name) ?? [];
  list.push(code);
  countiesByName.set(name, list);
}

export interface Region {
  province: string;
  city: string;
  district: string;
}

/** '' when the three names form a real province → city → district path, else the field at fault and why. */
export function regionError(r: Region): { field: keyof Region; message: string } | null {
  const provinceCodes = Object.entries(areaList.province_list)
    .filter(([, n]) => n === r.province)
    .map(([c]) => c);
  if (provinceCodes.length === 0) return { field: 'province', message: '所在省份不存在，请从列表中选择' };
  const cityOk = Object.entries(areaList.city_list).some(([c, n]) => n === r.city && provinceCodes.includes(`${c.slice(0, 2)}0000`));
  if (!cityOk) return { field: 'city', message: `城市不属于${r.province}，请重新选择` };
  const codes = countiesByName.get(r.district) ?? [];
  const districtOk = codes.some(
    (c) => areaList.city_list[`${c.slice(0, 4)}00`] === r.city && areaList.province_list[`${c.slice(0, 2)}0000`] === r.province,
  );
  if (!districtOk) return { field: 'district', message: `区县不属于${r.city}，请重新选择` };
  return null;
}
