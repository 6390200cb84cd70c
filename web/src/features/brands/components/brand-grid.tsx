import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Pagination, Skeleton } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state';
import { brandsQuery } from '../api/brands';
import { brandsText as t } from '../text';
import styles from './brand-grid.module.css';

export const BRANDS_PER_PAGE = 40;
export const brandHref = (id: number) => `/ppzq/info/${id}`;

/** A brand's mark: its first character on a colour derived from the id (no brand logos in the data). */
function Mark({ id, name }: { id: number; name: string }) {
  const hue = (id * 47) % 360;
  return (
    <span className={styles.mark} style={{ background: `hsl(${hue} 55% 94%)`, color: `hsl(${hue} 55% 35%)` }} aria-hidden>
      {name.slice(0, 2)}
    </span>
  );
}

/** /ppzq/:page?: every brand, 40 a page, each leading to its goods. */
export function BrandGrid({ page, pageHref }: { page: number; pageHref: (page: number) => string }) {
  const navigate = useNavigate();
  const { data, isPending } = useQuery(brandsQuery);
  const brands = data ?? [];
  const shown = brands.slice((page - 1) * BRANDS_PER_PAGE, page * BRANDS_PER_PAGE);
  return (
    <section className={styles.page} data-testid="brand-grid">
      <header className={styles.head}>
        <h1 className={styles.title}>{t.title}</h1>
        <span className={styles.sub}>{t.sub}</span>
        {data && <span className={styles.total}>{t.total(brands.length)}</span>}
      </header>
      {isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {!isPending && shown.length === 0 && <EmptyState />}
      <div className={styles.grid}>
        {shown.map((b) => (
          <Link key={b.id} to={brandHref(b.id)} className={styles.tile} data-testid="brand-card">
            <Mark id={b.id} name={b.name} />
            <span className={styles.name}>{b.name}</span>
            <span className={styles.maker} title={b.manufacturer}>
              {b.manufacturer}
            </span>
            <span className={styles.count}>{t.goodsCount(b.goods_count)}</span>
          </Link>
        ))}
      </div>
      {brands.length > BRANDS_PER_PAGE && (
        <div className={styles.pager}>
          <Pagination
            current={page}
            pageSize={BRANDS_PER_PAGE}
            total={brands.length}
            showSizeChanger={false}
            onChange={(p) => {
              navigate(pageHref(p));
              window.scrollTo({ top: 0 });
            }}
          />
        </div>
      )}
    </section>
  );
}
