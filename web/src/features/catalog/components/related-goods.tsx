import type { GoodsCard } from '@yaocai/contract';
import { GoodsCardView } from '../../../components/ui/goods-card';
import { GoodsGrid, GoodsGridSkeleton } from '../../../components/ui/goods-grid';
import styles from './related-goods.module.css';

/**
 * 相关推荐 under the goods information: same generic name from other makers and merchants, then the category. Its
 * placeholder shimmers only once the buyer has scrolled near (`near`): off screen, 25 looping animations kept the
 * page repainting — a sixth of a CPU core on a page left open.
 */
export function RelatedGoods({ goods, loading, near = true }: { goods: GoodsCard[] | undefined; loading: boolean; near?: boolean }) {
  if (!loading && (goods ?? []).length === 0) return null;
  return (
    <section className={styles.box} data-testid="detail-related">
      <h2 className={styles.title}>
        相关推荐<span className={styles.sub}>同品种其他厂家、商家及同类商品</span>
      </h2>
      {loading ? (
        <GoodsGridSkeleton count={5} active={near} />
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
