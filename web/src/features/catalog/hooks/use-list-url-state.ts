import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { parseListFilters, toListParams, type FilterUpdate } from '../model/list-filters';
import { viewHref, viewOf, type ListView, type Zone } from '../model/zones';

/**
 * Filters, sort, page and view of a goods list, read from and written to the URL (each change is a history entry,
 * so Back walks through them). Other params (keywords, type) are kept.
 */
export function useListUrlState(zone: Pick<Zone, 'fixed' | 'paths'>) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { fixed } = zone;
  const paths = zone.paths;
  const qs = params.toString();

  const filters = useMemo(() => parseListFilters(new URLSearchParams(qs), fixed), [qs, fixed]);

  // Updates start from the URL as it is now, not as it was at the last render: a click that lands while the
  // previous change is still rendering (a transition) must not undo it.
  const setFilters = useCallback(
    (update: FilterUpdate) => {
      const current = new URLSearchParams(window.location.search);
      const out = toListParams(update(parseListFilters(current, fixed)), fixed, current).toString();
      navigate({ pathname: window.location.pathname, search: out ? `?${out}` : '' });
    },
    [navigate, fixed],
  );

  const view: ListView = viewOf({ paths }, pathname, params);
  const viewHrefs = useMemo(() => {
    const p = new URLSearchParams(qs);
    return { cards: viewHref({ paths }, pathname, p, 'cards'), table: viewHref({ paths }, pathname, p, 'table') };
  }, [paths, pathname, qs]);

  /** Like setFilters, from the current URL: keeps a filter chosen a moment ago even if it is still rendering. */
  const switchView = useCallback(
    (to: ListView) => navigate(viewHref({ paths }, window.location.pathname, new URLSearchParams(window.location.search), to)),
    [navigate, paths],
  );

  return { filters, setFilters, view, viewHrefs, switchView };
}
