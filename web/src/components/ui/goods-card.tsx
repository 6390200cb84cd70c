import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GoodsCard as Goods } from '@yaocai/contract';
import { AddToCartButton } from './add-to-cart-button';
import { NearExpiryTag } from './expiry';
import { FavoriteButton } from './favorite-button';
import { MutedMoney, Price } from './price';
import { quantityRule } from '@yaocai/contract';
import { TagBadges } from './tag-badges';
import styles from './goods-card.module.css';

import { goodsHref } from './goods-href';

export { goodsHref };

interface Props {
  goods: Goods;
  /** Replaces the price row (flash-sale and daily-special prices). */
  price?: ReactNode;
  /** Under the card body: a progress bar, a stepper… */
  footer?: ReactNode;
  /** Link target; defaults to the product detail. */
  href?: string;
  /** Show 加入购物车 (one minimum order); off where the card is not a plain goods offer. */
  buy?: boolean;
  /** The first row of a page: its image is the page's largest paint, so it loads at once and first, not lazily. */
  priority?: boolean;
}

/**
 * One goods in a grid (220 px wide): image, price or tip, name, specification, manufacturer, expiry, tags, merchant.
 * Dense on purpose: wholesale buyers compare makers, specs and expiry dates at a glance.
 */
export function GoodsCardView({ goods: g, price, footer, href = goodsHref(g.id), buy = true, priority = false }: Props) {
  return (
    <div className={styles.card} data-testid="goods-card">
      <Link to={href} className={styles.imageLink} title={g.name}>
        <img
          src={g.goods_image[0]}
          alt={g.name}
          className={styles.image}
          width={198}
          height={170}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
        {g.number <= 0 && <span className={styles.soldOut}>暂时缺货</span>}
      </Link>
      <div className={styles.body}>
        <div className={styles.priceRow}>
          {price ?? (
            <>
              <Price fen={g.base_price} tip={g.price_tip} size="md" />
              <MutedMoney fen={g.retail_price} label="零售" />
            </>
          )}
        </div>
        <Link to={href} className={styles.name} title={g.name}>
          <TagBadges tags={g.tags} max={3} />
          {g.name}
        </Link>
        <div className={styles.line} title={g.ypgg}>
          <span className={styles.label}>规格</span>
          {g.ypgg}
        </div>
        <div className={styles.line} title={g.sccj}>
          <span className={styles.label}>厂家</span>
          {g.sccj}
        </div>
        <div className={styles.line}>
          <span className={styles.label}>效期</span>
          {g.expiry_date}
          {g.near_expiry ? <NearExpiryTag /> : null}
        </div>
        <div className={styles.stats}>
          <span>中包装 {g.middle_pack || 1}</span>
          <span className={g.number > 0 ? undefined : styles.out}>库存 {g.number > 0 ? g.number : '缺货'}</span>
        </div>
        <div className={styles.shop} title={g.shop.name}>
          {g.shop.name}
        </div>
        {footer}
        {buy && (
          <div className={styles.buy}>
            <AddToCartButton item={{ goods_id: g.id, number: quantityRule(g).min }} size="small" block compact disabled={g.number <= 0} />
            <FavoriteButton goodsId={g.id} />
          </div>
        )}
      </div>
    </div>
  );
}
