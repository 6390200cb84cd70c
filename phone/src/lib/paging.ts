/** The next page of a paged answer (`useInfiniteQuery`'s getNextPageParam), or undefined after the last. */
export function nextPageOf(p: { page: number; page_size: number; total: number }): number | undefined {
  return p.page * p.page_size < p.total ? p.page + 1 : undefined;
}
