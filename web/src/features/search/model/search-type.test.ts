import { describe, expect, it } from 'vitest';
import { parseSearchType, placeholderFor, searchUrl } from './search-type';

describe('search type', () => {
  it('chooses the placeholder by type', () => {
    expect(placeholderFor(0)).toBe('请输入药品名称/品牌/厂家/商家');
    expect(placeholderFor(1)).toBe('请输入生产厂家名称');
    expect(placeholderFor(2)).toBe('请输入商家名称');
    expect(placeholderFor(7)).toBe('请输入商家名称');
  });
  it('parses the type and builds a trimmed search url', () => {
    expect(parseSearchType('1')).toBe(1);
    expect(parseSearchType(null)).toBe(0);
    expect(parseSearchType('0')).toBe(0);
    expect(parseSearchType('2')).toBe(2);
    expect(parseSearchType('3')).toBe(2); // spec §9: any type other than 0 and 1 is a merchant search
    expect(parseSearchType('17')).toBe(2);
    expect(searchUrl('  阿莫西林 ', 1)).toBe(`/search?keywords=${encodeURIComponent('阿莫西林')}&type=1`);
  });
});
