import { useSearchParams } from 'react-router';

export type FilterValue = string | number | null | undefined;

/**
 * The URL after a filter patch: an empty value, or one of `noFilter` (values that mean "everything", such as 'all'),
 * removes its key; any change but the page's own goes back to page 1 (the page number of other filters means nothing).
 */
export function patchedParams(params: URLSearchParams, patch: Record<string, FilterValue>, noFilter: readonly string[] = []): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === null || value === '' || noFilter.includes(String(value))) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}

/** The list page the URL asks for: 1 when it names none, or something that is no page number. */
export const pageOf = (params: URLSearchParams): number => Math.max(1, Number(params.get('page')) || 1);

/**
 * The console's lists keep their filters in the URL (a link shares them, Back restores them). `set(patch)` writes a
 * patch (see `patchedParams`). The entry is replaced, so filtering does not fill the history.
 */
export function useUrlFilters(noFilter: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const set = (patch: Record<string, FilterValue>) => setParams(patchedParams(params, patch, noFilter), { replace: true });
  return { params, set };
}
