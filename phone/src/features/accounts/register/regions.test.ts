import { describe, expect, it } from 'vitest';
import { areaList } from '@vant/area-data';
import { regionOptions } from './regions';

describe('the region tree of the phone picker', () => {
  it('nests cities and districts under their province by code, as the server checks them', () => {
    const tree = regionOptions(areaList);
    const hubei = tree.find((p) => p.value === '湖北省')!;
    const wuhan = hubei.children!.find((c) => c.value === '武汉市')!;
    expect(wuhan.children!.map((d) => d.value)).toContain('江汉区');
    expect(tree.length).toBeGreaterThanOrEqual(34);
  });
});
