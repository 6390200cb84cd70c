import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { pagedQueryKey } from './paged-query';

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
