import { useQuery } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { MenuCategory } from '@yaocai/contract';
import { call } from './api-client';

/** GET /api/focus/common: the three category trees (全部, 优选, 中药) among the site's common data; kept 5 minutes. */
export function useCommonData() {
  return useQuery({ queryKey: ['common'], queryFn: () => call(api.content.common, undefined, { silent: true }), staleTime: 5 * 60_000 });
}

/** The category `id` and the trail to it, in the first tree that holds it ([] when none does). */
export function categoryTrail(trees: MenuCategory[][], id: number): MenuCategory[] {
  const walk = (nodes: MenuCategory[], trail: MenuCategory[]): MenuCategory[] | null => {
    for (const node of nodes) {
      const here = [...trail, node];
      if (node.id === id) return here;
      const found = walk(node.children, here);
      if (found) return found;
    }
    return null;
  };
  for (const tree of trees) {
    const found = walk(tree, []);
    if (found) return found;
  }
  return [];
}
