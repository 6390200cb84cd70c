import { describe, expect, it } from 'vitest';
import { categoriesFor, categoryHref, categoryZone } from './category-links';

const cat = (id: number) => ({ id, name: String(id), logo: '', logo1: '', children: [] });

describe('category links', () => {
  it('picks the zone from the path', () => {
    expect(categoryZone('/')).toBe('list');
    expect(categoryZone('/yx/table')).toBe('yx');
    expect(categoryZone('/yxx')).toBe('list');
    expect(categoryZone('/zyyp')).toBe('zyyp');
  });
  it('uses the zone tree and link', () => {
    const common = { category: [cat(1)], category_yx: [cat(2)], category_zy: [cat(3)] };
    expect(categoriesFor('yx', common)[0].id).toBe(2);
    expect(categoriesFor('zyyp', common)[0].id).toBe(3);
    expect(categoryHref('list', 5)).toBe('/list?select=5');
    expect(categoryHref('yx', 5)).toBe('/yx?select=5&yx=1');
    expect(categoryHref('zyyp', 5)).toBe('/zyyp?select=5');
  });
});
