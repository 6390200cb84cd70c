import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { brandsQuery } from '../api/brands';
import { brandsText as t } from '../text';
import styles from './brand-heading.module.css';

/** The brand band above /ppzq/info/:id: name, manufacturer, goods count, back to all brands. */
export function BrandHeading({ id }: { id: number }) {
  const brand = useQuery(brandsQuery).data?.find((b) => b.id === id);
  return (
    <div className={styles.band} data-testid="brand-heading">
      <h1 className={styles.name}>{brand?.name ?? t.unknown}</h1>
      {brand && <span className={styles.maker}>{brand.manufacturer}</span>}
      {brand && <span className={styles.count}>{t.goodsCount(brand.goods_count)}</span>}
      <Link to="/ppzq" className={styles.back}>
        全部品牌 &gt;
      </Link>
    </div>
  );
}
