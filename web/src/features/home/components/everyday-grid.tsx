import type { EverydayPriceData } from '@yaocai/contract';
import { GoodsCardView } from '../../../components/ui/goods-card';
import { GoodsGrid } from '../../../components/ui/goods-grid';
import { MutedMoney, Price } from '../../../components/ui/price';
import { homeText as t } from '../text';
import styles from './section.module.css';

/** Goods cards with today's special price (or the tip) and the usual price struck through. */
export function EverydayGrid({ list }: { list: EverydayPriceData['list'] }) {
  return (
    <GoodsGrid>
      {list.map((g) => (
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
  );
}
