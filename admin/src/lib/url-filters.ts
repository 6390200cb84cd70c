import { useSearchParams } from 'react-router';

type FilterValue = string | number | null | undefined;

/**
 * The console's lists keep their filters in the URL (a link shares them, Back restores them). `set(patch)` writes a
 * patch: an empty value, or one of `noFilter` (values that mean "everything", such as 'all'), removes its key; any
 * change but the page's own goes back to page 1. The entry is replaced, so filtering does not fill the history.
 */
export function useUrlFilters(noFilter: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const set = (patch: Record<string, FilterValue>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === null || value === '' || noFilter.includes(String(value))) next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };
  return { params, set };
}
