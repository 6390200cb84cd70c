import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { RightOutlined } from '@ant-design/icons';
import { GoodsCardView } from '../../../components/ui/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../../components/ui/goods-grid';
import { MutedMoney, Price } from '../../../components/ui/price';
import { everydayPriceQuery } from '../api/home';
import { homeText as t } from '../text';
import styles from './section.module.css';

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
      {isPending ? (
        <GoodsGridSkeleton count={SHOWN} />
      ) : (
        <GoodsGrid>
          {data!.list.map((g) => (
            <GoodsCardView
              key={g.id}
              goods={g}
              price={
                <>
                  <span className={styles.badge}>{t.specialPrice}</span>
                  <Price fen={g.special_price} tip={g.price_tip} />
                  <MutedMoney fen={g.base_price} strike />
                </>
              }
            />
          ))}
        </GoodsGrid>
      )}
    </section>
  );
}
