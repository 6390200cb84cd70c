import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import { PAGE_SIZE, pagedQueryKey, tablePaging, type ListQueryOf } from './paged-query';

/** What a page may pass as a list's query (type-checked: `npm run typecheck` reads this file). */
const fromUrl: ListQueryOf<typeof api.withdrawalsConsole.list> = { status: '0', page: 2, page_size: 20 };
const asInput: ListQueryOf<typeof api.settlementConsole.statements> = { state: 'paid', shop_id: 3, period: '2026-11' };
// A merchant's statements take no shop, the platform's do: a page that serves either may pass the platform's filters.
const eitherAudience: ListQueryOf<typeof api.settlementConsole.statements | typeof api.settlementMerchant.statements> = { shop_id: 3 };
// @ts-expect-error a field the endpoint does not take
const unknownField: ListQueryOf<typeof api.withdrawalsConsole.list> = { keyword: '华润' };

describe('the cache key of a console list page', () => {
  it('is the list key followed by the request', () => {
    expect(pagedQueryKey(['console', 'wanted'], { status: '0', page: 2, page_size: 20 })).toEqual([
      'console',
      'wanted',
      { status: '0', page: 2, page_size: 20 },
    ]);
  });

  it('differs for every filter and page, and invalidating the list key reaches all of them but no other list', async () => {
    const client = new QueryClient();
    const first = pagedQueryKey(['console', 'feedback'], { status: '0', page: 1, page_size: 20 });
    const second = pagedQueryKey(['console', 'feedback'], { page: 2, page_size: 20 });
    const other = pagedQueryKey(['console', 'feedback-types'], { page: 1, page_size: 20 });
    for (const key of [first, second, other]) client.setQueryData(key, { list: [], total: 0 });
    expect(client.getQueryCache().findAll({ queryKey: ['console', 'feedback'] })).toHaveLength(2);
    await client.invalidateQueries({ queryKey: ['console', 'feedback'] });
    expect(client.getQueryState(first)?.isInvalidated).toBe(true);
    expect(client.getQueryState(second)?.isInvalidated).toBe(true);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });
});

describe('the query of a list endpoint', () => {
  it('takes its own filters, as the schema’s input or as text from the URL', () => {
    expect([fromUrl, asInput, eitherAudience, unknownField]).toHaveLength(4);
  });
});

describe('the pager under a console table', () => {
  it('shows the page of the URL (text or number) at the console size, the total once known, and no size changer', () => {
    const pages: number[] = [];
    const paging = tablePaging({ page: '3', total: undefined, onChange: (p) => pages.push(p) });
    expect(paging).toMatchObject({ current: 3, pageSize: PAGE_SIZE, total: 0, showSizeChanger: false });
    expect(paging).not.toHaveProperty('pageSizeOptions');
    expect(paging).not.toHaveProperty('showTotal');
    paging.onChange!(4, PAGE_SIZE);
    expect(pages).toEqual([4]);
  });

  it('offers the sizes a page lets the operator choose, and words the total as the page does', () => {
    const paging = tablePaging({ page: 1, pageSize: 50, total: 1234, sizes: [20, 50, 100], showTotal: (n) => `共 ${n} 个商品`, onChange: () => {} });
    expect(paging).toMatchObject({ current: 1, pageSize: 50, total: 1234, showSizeChanger: true, pageSizeOptions: [20, 50, 100] });
    expect(paging.showTotal!(1234, [1, 50])).toBe('共 1234 个商品');
    // Fewer rows than the smallest size: no choice to offer.
    expect(tablePaging({ page: 1, total: 5, sizes: [10, 20, 50, 100], onChange: () => {} }).showSizeChanger).toBe(false);
  });
});
