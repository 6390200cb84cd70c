import { describe, expect, it } from 'vitest';
import { pickedFrom, zoneOf } from './zones';

describe('zoneOf', () => {
  it('gives each zone its heading and fixed filter', () => {
    expect(zoneOf('/yx')).toEqual({ title: '优选专区', fixed: { yx: '1' } });
    expect(zoneOf('/yx/table')).toEqual({ title: '优选专区', fixed: { yx: '1' } });
    expect(zoneOf('/zyyp')).toEqual({ title: '中药专区', fixed: { zy: '1' } });
    expect(zoneOf('/myzq')).toEqual({ title: '免邮专区', fixed: { free_shipping: '1' } });
    expect(zoneOf('/kxzq/goods/ABC/1,2')).toEqual({ title: '控销专区', fixed: { kx: '1', kx_group: 'abc' } });
  });
  it('reads ids and names out of the path, ignoring what is not an id', () => {
    expect(zoneOf('/list/other/12/%E6%84%9F%E5%86%92%E8%8D%AF')).toEqual({ title: '感冒药', fixed: { select: '12' } });
    expect(zoneOf('/list/other/abc')).toEqual({ title: '', fixed: {} });
    expect(zoneOf('/ppzq/info/7/2')).toEqual({ title: '', fixed: { brand_id: '7' } });
    expect(zoneOf('/zqmb/0')).toEqual({ title: '', fixed: {} });
  });
  it('treats /list and unknown paths as the whole catalogue', () => {
    expect(zoneOf('/list')).toEqual({ title: '', fixed: {} });
  });
});

describe('pickedFrom', () => {
  it('keeps positive ids only', () => {
    expect(pickedFrom(new URLSearchParams('select=3&shop_id=x&brand_id=-1&yx=1'))).toEqual({ select: '3' });
  });
});
