import { describe, expect, it } from 'vitest';
import { activeFilterKeys, parseListFilters, toApiQuery, toFacetQuery, toListParams, withFilter, withSort } from './list-filters';

const parse = (qs: string, fixed = {}) => parseListFilters(new URLSearchParams(qs), fixed);

describe('list filters ⇄ URL', () => {
  it('parses defaults from an empty query', () => {
    expect(parse('')).toEqual({ page: 1, page_size: 20, sort: 'default', order: undefined });
  });

  it('parses every filter and ignores junk', () => {
    const f = parse('select=12&sccj=%20华润三九%20&jx=片剂&classification=otc_a&in_stock=1&near_expiry=0&sort=price&order=desc&page=3&page_size=40');
    expect(f).toMatchObject({
      select: 12,
      sccj: '华润三九',
      jx: '片剂',
      classification: 'otc_a',
      in_stock: true,
      sort: 'price',
      order: 'desc',
      page: 3,
      page_size: 40,
    });
    expect(f.near_expiry).toBeUndefined();
    expect(parse('select=abc&page=-2&page_size=500&sort=bogus&classification=x&order=up')).toEqual(parse(''));
    expect(parse('sort=sales').order).toBe('desc');
    expect(parse('sort=price').order).toBe('asc');
    expect(parse('order=asc').order).toBeUndefined();
  });

  it('round-trips and writes only what differs from the defaults', () => {
    const qs = 'select=5&jx=胶囊剂&in_stock=1&sort=price&order=desc&page=2';
    const f = parse(qs);
    expect(parse(toListParams(f).toString())).toEqual(f);
    expect(toListParams(parse('sort=sales&order=desc&page=1&page_size=20')).toString()).toBe('sort=sales');
  });

  it('keeps keywords, type and view, and leaves the zone-fixed filters out of the URL', () => {
    const base = new URLSearchParams('keywords=头孢&type=0&view=table&page=4&yx=1');
    const fixed = { yx: true };
    const f = parse(base.toString(), fixed);
    expect(f.yx).toBe(true);
    const out = toListParams(withFilter(f, { in_stock: true }), fixed, base);
    expect(out.get('keywords')).toBe('头孢');
    expect(out.get('type')).toBe('0');
    expect(out.get('view')).toBe('table');
    expect(out.get('in_stock')).toBe('1');
    expect(out.has('page')).toBe(false);
    expect(out.has('yx')).toBe(false);
  });

  it('a fixed filter cannot be overridden from the URL', () => {
    expect(parse('select=9', { select: 3 }).select).toBe(3);
  });

  it('builds the API and facet queries', () => {
    const f = parse('kx=1&free_shipping=1&sort=new&page=2', { kx: true });
    expect(toApiQuery(f)).toMatchObject({ kx: 1, free_shipping: 1, sort: 'new', order: 'desc', page: 2, page_size: 20 });
    expect(toFacetQuery(f)).toEqual({
      kx: 1,
      free_shipping: 1,
      select: undefined,
      shop_id: undefined,
      brand_id: undefined,
      sccj: undefined,
      jx: undefined,
      classification: undefined,
    });
  });

  it('sorts: price toggles, others reset the direction; any change goes back to page 1', () => {
    const f = parse('page=5');
    const p1 = withSort(f, 'price');
    expect([p1.sort, p1.order, p1.page]).toEqual(['price', 'asc', 1]);
    const p2 = withSort(p1, 'price');
    expect(p2.order).toBe('desc');
    expect(withSort(p2, 'price').order).toBe('asc');
    expect(withSort(p2, 'sales')).toMatchObject({ sort: 'sales', order: 'desc' });
    expect(withSort(p2, 'default').order).toBeUndefined();
  });

  it('lists the removable active filters', () => {
    expect(activeFilterKeys(parse('sccj=A&in_stock=1&free_shipping=1'), { free_shipping: true })).toEqual(['sccj', 'in_stock']);
  });
});
