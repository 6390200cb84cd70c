import type { GoodsCard } from '@yaocai/contract';
import { GoodsCardView } from '../../../components/ui/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../../components/ui/goods-grid';
import styles from './related-goods.module.css';

/** 相关推荐 under the goods information: same generic name from other makers and merchants, then the category. */
export function RelatedGoods({ goods, loading }: { goods: GoodsCard[] | undefined; loading: boolean }) {
  if (!loading && (goods ?? []).length === 0) return null;
  return (
    <section className={styles.box} data-testid="detail-related">
      <h2 className={styles.title}>
        相关推荐<span className={styles.sub}>同品种其他厂家、商家及同类商品</span>
      </h2>
      {loading ? (
        <GoodsGridSkeleton count={5} />
      ) : (
        <GoodsGrid>
          {goods!.map((g) => (
            <GoodsCardView key={g.id} goods={g} />
          ))}
        </GoodsGrid>
      )}
    </section>
  );
}
