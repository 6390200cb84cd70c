import { describe, expect, it } from 'vitest';
import { viewHref, viewOf, zoneFor } from './zones';

const qs = (s: string) => new URLSearchParams(s);

describe('zoneFor', () => {
  it('maps each zone path to its fixed filter', () => {
    expect(zoneFor('/list').fixed).toEqual({});
    expect(zoneFor('/yx/table')).toMatchObject({ key: 'yx', fixed: { yx: true }, tree: 'yx' });
    expect(zoneFor('/zyyp')).toMatchObject({ fixed: { zy: true }, tree: 'zyyp' });
    expect(zoneFor('/kxzq/new').fixed).toEqual({ kx: true });
    expect(zoneFor('/kxzq/goods/abc/1').fixed).toEqual({ kx: true, kx_group: 'abc' });
    expect(zoneFor('/kxzq/goods/zcyyp/15,x,16').kxGroup).toEqual({ url: 'zcyyp', ads: [15, 16] });
    expect(zoneFor('/kxzq/goods/zcyyp').kxGroup).toEqual({ url: 'zcyyp', ads: [] });
    expect(zoneFor('/myzq').fixed).toEqual({ free_shipping: true });
    expect(zoneFor('/welfare')).toMatchObject({ title: '全场商品94折', fixed: { welfare: true } });
    expect(zoneFor('/zqmb/42').fixed).toEqual({ select: 42 });
    expect(zoneFor('/ppzq/info/7/2').fixed).toEqual({ brand_id: 7 });
  });
  it('reads the category id and name of /list/other', () => {
    expect(zoneFor('/list/other/12/抗生素')).toMatchObject({ fixed: { select: 12 }, title: '抗生素' });
    expect(zoneFor('/list/other/12/%E6%8A%97')).toMatchObject({ title: '抗' });
    expect(zoneFor('/list/other/x').fixed).toEqual({});
  });
});

describe('view switch', () => {
  it('switches by path where the zone has a table route, keeping filters', () => {
    const list = zoneFor('/list');
    expect(viewOf(list, '/list/table', qs(''))).toBe('table');
    expect(viewHref(list, '/list', qs('select=3&page=2'), 'table')).toBe('/list/table?select=3&page=2');
    expect(viewHref(list, '/list/table', qs('select=3'), 'cards')).toBe('/list?select=3');
  });
  it('uses ?view=table elsewhere', () => {
    const zone = zoneFor('/myzq');
    expect(viewOf(zone, '/myzq', qs('view=table'))).toBe('table');
    expect(viewHref(zone, '/myzq', qs('jx=片剂'), 'table')).toBe('/myzq?jx=%E7%89%87%E5%89%82&view=table');
    expect(viewHref(zone, '/myzq', qs('view=table'), 'cards')).toBe('/myzq');
  });
});
