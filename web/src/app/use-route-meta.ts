import { useMatches } from 'react-router';
import { FULL } from './route-flags';
import type { RouteMeta } from './route-table';

const FALLBACK: RouteMeta = { title: '药采', flags: FULL };

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'flags' in handle && 'title' in handle;
}

/** The meta (name, title, flags) of the deepest matched route. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle;
    if (isRouteMeta(handle)) return handle;
  }
  return FALLBACK;
}
