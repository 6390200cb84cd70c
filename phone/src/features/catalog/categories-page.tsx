import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SideBar, Tabs } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import { SearchOutline } from 'antd-mobile-icons';
import type { MenuCategory } from '@yaocai/contract';
import { PHONE_PAGES } from '@yaocai/contract';
import { useCommonData } from '../../lib/categories';
import styles from './browse.module.css';

type TreeKey = 'category' | 'category_yx' | 'category_zy';
const TREES: Array<[TreeKey, string]> = [
  ['category', '全部分类'],
  ['category_yx', '优选'],
  ['category_zy', '中药'],
];
/** A category's goods, by its tree (spec §2: the preferred variant adds yx=1; 中药 lists in /zyyp). */
const hrefOf = (tree: TreeKey, id: number) =>
  tree === 'category_yx' ? `/yx?select=${id}` : tree === 'category_zy' ? `/zyyp?select=${id}` : `/list?select=${id}`;

/** 分类 (a tab of its own, as on 药师帮): the top categories down the side, the chosen one's children as a grid. */
export default function CategoriesPage() {
  const common = useCommonData().data;
  const navigate = useNavigate();
  const [tree, setTree] = useState<TreeKey>('category');
  const [active, setActive] = useState<number | null>(null);
  const roots: MenuCategory[] = common?.[tree] ?? [];
  const current = roots.find((c) => c.id === active) ?? roots[0];
  return (
    <div className={styles.categories}>
      <NavBar back={null} right={<SearchOutline fontSize={22} onClick={() => navigate(PHONE_PAGES.search)} aria-label="搜索商品" role="button" />}>
        商品分类
      </NavBar>
      <Tabs
        activeKey={tree}
        onChange={(k) => {
          setTree(k as TreeKey);
          setActive(null);
        }}
      >
        {TREES.map(([key, title]) => (
          <Tabs.Tab key={key} title={title} />
        ))}
      </Tabs>
      {!common ? (
        <div className="yc-loading">加载中…</div>
      ) : (
        <div className={styles.split}>
          <SideBar activeKey={current ? String(current.id) : null} onChange={(k) => setActive(Number(k))} className={styles.side}>
            {roots.map((c) => (
              <SideBar.Item key={String(c.id)} title={c.name} />
            ))}
          </SideBar>
          {current && (
            <section className={styles.children} data-testid="phone-category-children">
              <button type="button" className={styles.allOf} onClick={() => navigate(hrefOf(tree, current.id))}>
                全部{current.name} ›
              </button>
              {(current.children.length ? current.children : [current]).map((child) => (
                <div key={child.id} className={styles.group}>
                  <button type="button" className={styles.groupName} onClick={() => navigate(hrefOf(tree, child.id))}>
                    {child.name}
                  </button>
                  {child.children.length > 0 && (
                    <div className={styles.grid}>
                      {child.children.map((leaf) => (
                        <button key={leaf.id} type="button" className={styles.leaf} onClick={() => navigate(hrefOf(tree, leaf.id))}>
                          {leaf.name}
                        </button>
                      ))}
                    </div>
                  )}
                </div>
              ))}
            </section>
          )}
        </div>
      )}
    </div>
  );
}
