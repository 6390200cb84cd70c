import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import type { FloorsData } from '@yaocai/contract';
import { GoodsCardView } from '../../../components/ui/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../../components/ui/goods-grid';
import { SmartLink } from '../../../components/ui/smart-link';
import { floorsQuery } from '../api/home';
import { homeText as t } from '../text';
import styles from './recommend-floors.module.css';

type Floor = FloorsData['floors'][number];

function FloorView({ floor, index }: { floor: Floor; index: number }) {
  return (
    <section className={styles.floor} data-testid="home-floor">
      <header className={styles.head}>
        <span className={styles.no}>{index + 1}F</span>
        <h2 className={styles.name}>{floor.name}</h2>
        <nav className={styles.children}>
          {floor.children.map((c) => (
            <Link key={c.id} to={`/list?select=${c.id}`}>
              {c.name}
            </Link>
          ))}
        </nav>
        <SmartLink href={floor.url} className={styles.more}>
          {t.floorMore} <RightOutlined />
        </SmartLink>
      </header>
      <GoodsGrid>
        {floor.goods.map((g) => (
          <GoodsCardView key={g.id} goods={g} />
        ))}
      </GoodsGrid>
    </section>
  );
}

/**
 * 为你推荐 floors (GET /api/index_wntj/1, 2, …): one per top category. The next page loads when the buyer scrolls
 * near the end, or with 加载更多.
 */
export function RecommendFloors() {
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(floorsQuery);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const floors = data?.pages.flatMap((p) => p.floors) ?? [];
  return (
    <div className={styles.floors} data-testid="home-floors">
      {floors.map((f, i) => (
        <FloorView key={f.id} floor={f} index={i} />
      ))}
      {(isPending || isFetchingNextPage) && (
        <section className={styles.floor}>
          <div className={styles.head} />
          <GoodsGridSkeleton count={5} />
        </section>
      )}
      <div ref={sentinel} className={styles.footer}>
        {hasNextPage ? (
          <Button onClick={() => void fetchNextPage()} loading={isFetchingNextPage} data-testid="home-floors-more">
            {isFetchingNextPage ? t.loading : t.loadMore}
          </Button>
        ) : (
          !isPending && <span className={styles.end}>{t.noMore}</span>
        )}
      </div>
    </div>
  );
}
