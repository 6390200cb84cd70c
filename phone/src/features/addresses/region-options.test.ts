import { describe, expect, it } from 'vitest';
import { isContactPhone, regionOptions, regionValue } from './region-options';

const area = {
  province_list: { '440000': '广东省', '110000': '北京市' },
  city_list: { '440100': '广州市', '441900': '东莞市', '110100': '北京市' },
  county_list: { '440106': '天河区', '440104': '越秀区', '441901': '东城街道', '110101': '东城区' },
};

describe('region options for the phone address form', () => {
  it('builds province → city → district by name from the code tables', () => {
    const tree = regionOptions(area);
    const gd = tree.find((p) => p.value === '广东省')!;
    expect(gd.children!.map((c) => c.value)).toEqual(['广州市', '东莞市']);
    expect(gd.children![0]!.children!.map((d) => d.value)).toEqual(['越秀区', '天河区']); // by code, as the tables list them
    expect(gd.children![1]!.children!.map((d) => d.value)).toEqual(['东城街道']);
    expect(tree.find((p) => p.value === '北京市')!.children![0]!.children!.map((d) => d.label)).toEqual(['东城区']);
  });

  it('reads a stored address into the picker, and asks again for an incomplete one', () => {
    expect(regionValue({ province: '广东省', city: '广州市', district: '天河区' })).toEqual(['广东省', '广州市', '天河区']);
    expect(regionValue({ province: '广东省', city: '', district: '' })).toEqual([]);
    expect(regionValue(null)).toEqual([]);
  });

  it('takes a mobile or a landline with its area code, as spec §5 says', () => {
    for (const ok of ['13800138000', '19912345678', '020-12345678', '0755-1234567']) expect(isContactPhone(ok)).toBe(true);
    for (const bad of ['12012345678', '1380013800', '12345678', '020 12345678', '']) expect(isContactPhone(bad)).toBe(false);
  });
});
