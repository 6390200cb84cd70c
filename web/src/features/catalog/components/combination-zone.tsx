import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { CombinationPackage } from '@yaocai/contract';
import { chinaMinute } from '@yaocai/contract';
import { PageContainer } from '../../../components/layout/page-container';
import { AddToCartButton } from '../../../components/ui/add-to-cart-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { goodsHref } from '../../../components/ui/goods-card';
import { Price, MutedMoney } from '../../../components/ui/price';
import { formatMoney } from '../../../lib/money';
import { combinationZoneQuery } from '../api/goods';
import styles from './combination-zone.module.css';

function PackageCard({ p }: { p: CombinationPackage }) {
  const save = p.price !== null && p.original_price !== null ? p.original_price - p.price : 0;
  return (
    <article id={`combo-${p.id}`} className={styles.card} data-testid="combination-package">
      <header className={styles.head}>
        <Tag color="orange">组合购</Tag>
        <strong className={styles.name}>{p.name}</strong>
        <span className={styles.shop}>{p.shop.name}</span>
        <span className={styles.until}>截止 {chinaMinute(p.ends_at)}</span>
      </header>
      <div className={styles.body}>
        <div className={styles.items}>
          {p.items.map((i, n) => (
            <div key={i.goods_id} className={styles.itemWrap}>
              {n > 0 && <PlusOutlined className={styles.plus} />}
              <Link to={goodsHref(i.goods_id)} className={styles.item} title={i.name}>
                <img src={i.image} alt={i.name} loading="lazy" />
                <span className={styles.itemName}>{i.name}</span>
                <span className={styles.itemSub}>
                  {i.ypgg} × {i.number}
                  {i.bzdw}
                </span>
              </Link>
            </div>
          ))}
        </div>
        <div className={styles.buy}>
          <div>
            套餐价 <Price fen={p.price} tip={p.price_tip} size="lg" />
          </div>
          {p.original_price !== null && <MutedMoney fen={p.original_price} strike label="单买" />}
          {save > 0 && <span className={styles.save}>立省 {formatMoney(save)}</span>}
          <AddToCartButton item={{ goods_id: p.items[0].goods_id, combination_id: p.id, number: 1 }} disabled={!p.can_buy} text="加入购物车" />
          {!p.can_buy && p.reason && <span className={styles.reason}>{p.reason}</span>}
        </div>
      </div>
    </article>
  );
}

/** /zhzq (组合购, menu hidden): the packages running now; the detail page's 组合购 links to its package here. */
export function CombinationZone() {
  const { data, isPending } = useQuery(combinationZoneQuery);
  const { hash } = useLocation();
  useEffect(() => {
    if (data && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [data, hash]);
  return (
    <PageContainer className={styles.page} data-testid="combination-zone">
      <div className={styles.banner}>
        <h1>组合购</h1>
        <p>常用药品搭配成套，一次加购整套，比单买更省</p>
      </div>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !data || data.length === 0 ? (
        <EmptyState />
      ) : (
        <div className={styles.list}>
          {data.map((p) => (
            <PackageCard key={p.id} p={p} />
          ))}
        </div>
      )}
    </PageContainer>
  );
}
