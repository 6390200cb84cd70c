import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { RightOutlined } from '@ant-design/icons';
import { GoodsGridSkeleton } from '../../../components/ui/goods-grid';
import { everydayPriceQuery } from '../api/home';
import { homeText as t } from '../text';
import styles from './section.module.css';
import { EverydayGrid } from './everyday-grid';

const SHOWN = 5;

/** 每日特价 strip: today's special prices (or the tip), the usual price struck through; 查看更多 → /mrtj. */
export function EverydayStrip() {
  const { data, isPending } = useQuery(everydayPriceQuery(1, SHOWN));
  if (!isPending && (data?.list.length ?? 0) === 0) return null;
  return (
    <section className={styles.section} data-testid="home-everyday">
      <header className={styles.head}>
        <h2 className={`${styles.title} ${styles.red}`}>{t.everyday}</h2>
        <span className={styles.sub}>
          {t.everydaySub}
          {data?.day ? ` · ${data.day}` : ''}
        </span>
        <Link to="/mrtj" className={styles.more}>
          {t.more} <RightOutlined />
        </Link>
      </header>
      {isPending ? <GoodsGridSkeleton count={SHOWN} /> : <EverydayGrid list={data!.list} />}
    </section>
  );
}
