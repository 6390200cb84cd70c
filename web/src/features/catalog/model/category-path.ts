import type { CommonData, MenuCategory } from '@yaocai/contract';
import { categoriesFor, type CategoryZone } from './category-links';

/** Root-to-node path of category `id` in the first tree that holds it; [] when none does. */
export function categoryPath(trees: MenuCategory[][], id: number | undefined): MenuCategory[] {
  if (!id) return [];
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
    const path = walk(tree, []);
    if (path) return path;
  }
  return [];
}

/** The zone's own category tree first, then the others (a category id may come from any menu). */
export function orderedTrees(zone: CategoryZone, common: Pick<CommonData, 'category' | 'category_yx' | 'category_zy'> | undefined): MenuCategory[][] {
  if (!common) return [];
  const own = categoriesFor(zone, common);
  return [own, common.category, common.category_yx, common.category_zy].filter((t, i, all) => all.indexOf(t) === i);
}
