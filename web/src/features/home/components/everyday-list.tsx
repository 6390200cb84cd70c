import { Pagination } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { GoodsGridSkeleton } from '../../../components/ui/goods-grid';
import { everydayPriceQuery } from '../api/home';
import { homeText as t } from '../text';
import styles from './section.module.css';
import { EverydayGrid } from './everyday-grid';

export const EVERYDAY_PAGE_SIZE = 20;

/** /mrtj: every daily special of today, paged (the page lives in the URL, handled by the caller). */
export function EverydayList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { data, isPending, isFetching } = useQuery(everydayPriceQuery(page, EVERYDAY_PAGE_SIZE));
  return (
    <section data-testid="everyday-list">
      <header className={styles.head}>
        <h1 className={`${styles.title} ${styles.red}`}>{t.everyday}</h1>
        <span className={styles.sub}>
          {t.everydaySub}
          {data?.day ? ` · ${data.day}` : ''}
        </span>
        {data && (
          <span className={styles.more} data-testid="list-total">
            共 {data.total} 件商品
          </span>
        )}
      </header>
      {isPending ? (
        <GoodsGridSkeleton count={10} />
      ) : data!.list.length === 0 ? (
        <EmptyState />
      ) : (
        <div style={{ opacity: isFetching ? 0.6 : 1 }}>
          <EverydayGrid list={data!.list} />
        </div>
      )}
      {data && data.total > EVERYDAY_PAGE_SIZE && (
        <div className={styles.pager}>
          <Pagination
            current={page}
            pageSize={EVERYDAY_PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            showTotal={(n) => `共 ${n} 件商品`}
            onChange={onPage}
          />
        </div>
      )}
    </section>
  );
}
