import { describe, expect, it } from 'vitest';
import { pageOf, patchedParams } from './url-filters';

const patch = (qs: string, p: Parameters<typeof patchedParams>[1], noFilter?: string[]) =>
  patchedParams(new URLSearchParams(qs), p, noFilter).toString();

describe('console list filters in the URL', () => {
  it('sets a filter and goes back to page 1, keeping the other filters', () => {
    expect(patch('state=running&shop_id=3&page=4', { state: 'ended' })).toBe('state=ended&shop_id=3');
  });

  it('moves to a page without touching the filters', () => {
    expect(patch('state=running', { page: 2 })).toBe('state=running&page=2');
  });

  it('removes a filter set to nothing, or to a value that means everything', () => {
    expect(patch('state=running&keyword=abc&shop_id=3', { keyword: '', shop_id: undefined })).toBe('state=running');
    expect(patch('state=running', { state: null })).toBe('');
    expect(patch('state=running&shop_id=3', { state: 'all' }, ['all'])).toBe('shop_id=3');
    // Without that rule 'all' is a value like any other (the review queues keep their 全部 tab in the URL).
    expect(patch('status=0', { status: 'all' })).toBe('status=all');
  });

  it('writes numbers as text and leaves the given params unchanged', () => {
    const params = new URLSearchParams('edit=new');
    expect(patchedParams(params, { edit: 12 }).get('edit')).toBe('12');
    expect(params.get('edit')).toBe('new');
  });

  it('reads the page, 1 when the URL names none or no page number', () => {
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    expect(pageOf(new URLSearchParams(''))).toBe(1);
    expect(pageOf(new URLSearchParams('page=abc'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=-2'))).toBe(1);
  });
});
