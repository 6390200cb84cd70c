import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { Pagination, Spin } from 'antd';
import type { GoodsPage, MenuCategory } from '@yaocai/contract';
import { PageContainer } from '../../../components/layout/page-container';
import { EmptyState } from '../../../components/ui/empty-state';
import { GoodsCardView } from '../../../components/ui/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../../components/ui/goods-grid';
import { GoodsTable } from '../../../components/ui/goods-table';
import type { Facets } from '../api/goods';
import { FilterBar } from '../components/filter-bar';
import { SortBar } from '../components/sort-bar';
import { PAGE_SIZES, type FilterUpdate, type ListFilters } from '../model/list-filters';
import type { ListView } from '../model/zones';
import { catalogText as t } from '../text';
import styles from './goods-list-template.module.css';

export interface GoodsListTemplateProps {
  /** Zone banner, category / shop / brand heading. */
  header?: ReactNode;
  filters: ListFilters;
  fixed: Partial<ListFilters>;
  onChange: (update: FilterUpdate) => void;
  trees: MenuCategory[][];
  facets: Facets | undefined;
  categoryHref: (id: number) => string;
  crumbRoot?: ReactNode;
  page: GoodsPage | undefined;
  /** No data yet (first load). */
  isPending: boolean;
  /** A newer page is on its way (the previous one stays on screen). */
  isFetching: boolean;
  /** 加载中... on lists, 搜索中... on search. */
  loadingText?: string;
  view: ListView;
  viewHrefs: Record<ListView, string>;
  onView: (view: ListView) => void;
}

/** A goods list page: heading, filter box, sort bar, cards or table, pagination. Data comes in through props. */
export function GoodsListTemplate(props: GoodsListTemplateProps) {
  const { header, filters, fixed, onChange, page, isPending, isFetching, view, viewHrefs, onView, loadingText = t.loading } = props;
  const topRef = useRef<HTMLDivElement>(null);
  const scrollOnPage = useRef(false);

  // After the pager moved (and the router restored its kept position), bring the top of the list into view.
  useEffect(() => {
    if (!scrollOnPage.current) return;
    scrollOnPage.current = false;
    const top = topRef.current;
    if (top && top.getBoundingClientRect().top < 0) window.scrollTo({ top: window.scrollY + top.getBoundingClientRect().top - 70 });
  }, [filters.page, filters.page_size]);

  // The cards are the page's heaviest render (20 of them, each with its buying controls): drawn from a deferred copy
  // of the page, React renders them in the background in slices, so the answer arriving never blocks input for long.
  const shown = useDeferredValue(page);
  const list = shown?.list ?? [];
  let body: ReactNode;
  if (isPending || (page && !shown)) {
    body = (
      <div className={styles.loading} data-testid="list-loading">
        <Spin size="small" /> <span>{loadingText}</span>
        {view === 'cards' && <GoodsGridSkeleton count={10} />}
      </div>
    );
  } else if (list.length === 0) {
    body = <EmptyState />;
  } else if (view === 'table') {
    body = <GoodsTable goods={list} />;
  } else {
    body = (
      <GoodsGrid>
        {list.map((g, i) => (
          <GoodsCardView key={g.id} goods={g} priority={i < 5} />
        ))}
      </GoodsGrid>
    );
  }

  return (
    <PageContainer className={styles.page}>
      {header}
      <FilterBar
        filters={filters}
        fixed={fixed}
        onChange={onChange}
        trees={props.trees}
        facets={props.facets}
        categoryHref={props.categoryHref}
        root={props.crumbRoot}
      />
      <div ref={topRef}>
        <SortBar
          filters={filters}
          fixed={fixed}
          onChange={onChange}
          total={page?.total}
          totalCapped={page?.total_capped}
          view={view}
          viewHrefs={viewHrefs}
          onView={onView}
        />
      </div>
      <div className={isFetching && !isPending ? `${styles.results} ${styles.stale}` : styles.results} aria-busy={isFetching}>
        {body}
      </div>
      {page && page.total > 0 && (
        <div className={styles.pager}>
          <Pagination
            current={filters.page}
            pageSize={filters.page_size}
            total={page.total}
            pageSizeOptions={PAGE_SIZES}
            showSizeChanger
            showQuickJumper
            showTotal={(n) => t.total(page.total_capped ? `${n}+` : n)}
            onChange={(p, size) => {
              scrollOnPage.current = true;
              onChange((f) => ({ ...f, page: size !== f.page_size ? 1 : p, page_size: size }));
            }}
          />
        </div>
      )}
    </PageContainer>
  );
}
