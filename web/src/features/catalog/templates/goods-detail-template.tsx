import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from 'antd';
import type { GoodsCard, GoodsDetail } from '@yaocai/contract';
import { Crumbs } from '../../../components/layout/crumbs';
import { PageContainer } from '../../../components/layout/page-container';
import { useInView } from '../../../components/layout/use-in-view';
import { DetailGallery, releaseBootImage } from '../components/detail-gallery';
import { DetailShop } from '../components/detail-shop';
import { DetailTabs } from '../components/detail-tabs';
import { DetailSummary } from '../components/detail-summary';
import { DetailInsights } from '../components/detail-insights';
import { RelatedGoods } from '../components/related-goods';
import styles from './goods-detail-template.module.css';

const GoodsNotFound = lazy(() => import('../components/goods-not-found').then((m) => ({ default: m.GoodsNotFound })));

interface Props {
  goods: GoodsDetail | undefined;
  isPending: boolean;
  notFound: boolean;
  related: GoodsCard[] | undefined;
  relatedLoading: boolean;
  /** The related goods' place has come near the viewport: time to ask for them (they are below the first screen). */
  onRelatedNear?: () => void;
  /** Under the merchant facts (the shop's coupons, from the route: features do not import each other). */
  shopExtra?: (shopId: number) => ReactNode;
  /** Under the top panel (到货提醒 / 降价提醒, from the route). */
  alertsExtra?: (goods: GoodsDetail) => ReactNode;
  /** Right under the top panel: the goods' running 拼团 (from the route). */
  groupBuyExtra?: (goods: GoodsDetail) => ReactNode;
  /** Where a signed-out visitor signs in to open 首营资料 (null when signed in). */
  loginHref: string | null;
}

/** Product detail: trail, gallery + summary + merchant, the full information table, related goods. */
export function GoodsDetailTemplate({
  goods,
  isPending,
  notFound,
  related,
  relatedLoading,
  onRelatedNear,
  shopExtra,
  alertsExtra,
  groupBuyExtra,
  loginHref,
}: Props) {
  if (notFound || (!isPending && !goods)) {
    releaseBootImage();
    return (
      <PageContainer className={styles.page}>
        <Suspense fallback={null}>
          <GoodsNotFound className={styles.panel} />
        </Suspense>
      </PageContainer>
    );
  }
  if (!goods) {
    return (
      <PageContainer className={styles.page} data-testid="detail-loading">
        <div className={`${styles.top} ${styles.panel}`}>
          <Skeleton.Image active style={{ width: 340, height: 340 }} />
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      </PageContainer>
    );
  }
  const crumbs = [
    { title: <Link to="/">首页</Link> },
    ...goods.category_path.map((c) => ({ title: <Link to={`/list?select=${c.id}`}>{c.name}</Link> })),
    { title: goods.name },
  ];
  return (
    <PageContainer className={styles.page} data-testid="goods-detail">
      <Crumbs className={styles.crumbs} items={crumbs} data-testid="detail-breadcrumb" />
      <div className={`${styles.top} ${styles.panel}`}>
        <DetailGallery images={goods.goods_image} name={goods.name} nearExpiry={goods.near_expiry === 1} />
        <DetailSummary key={goods.id} goods={goods} />
        <DetailShop shop={goods.shop_info} extra={shopExtra?.(goods.shop_info.id)} />
      </div>
      {groupBuyExtra?.(goods)}
      {alertsExtra?.(goods)}
      <DetailInsights goodsId={goods.id} unit={goods.bzdw} />
      <DetailTabs goods={goods} loginHref={loginHref} />
      <WhenNear onNear={onRelatedNear}>{(near) => <RelatedGoods goods={related} loading={relatedLoading} near={near} />}</WhenNear>
    </PageContainer>
  );
}

/** Tells once when its place comes within 200 px of the viewport, and its children whether it has. */
function WhenNear({ onNear, children }: { onNear?: () => void; children: (near: boolean) => ReactNode }) {
  const [ref, near] = useInView<HTMLDivElement>('200px');
  useEffect(() => {
    if (near) onNear?.();
  }, [near, onNear]);
  return <div ref={ref}>{children(near)}</div>;
}
