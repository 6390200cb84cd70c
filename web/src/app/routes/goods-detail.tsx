import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState, type ComponentProps } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DETAIL_PASS_THROUGH, goodsDetailQuery, isNotFound, relatedGoodsQuery } from '../../features/catalog/api/goods';
import { GoodsDetailTemplate } from '../../features/catalog/templates/goods-detail-template';
import { useSessionUser } from '../../features/accounts/api/session';
import { ContactShopButton } from '../../features/chat/components/contact-shop';
import { useServerClock } from '../../features/content/hooks/use-server-clock';
import { goodsGroupBuyQuery } from '../../features/groupbuy/api/groupbuy';
import type { FormFields } from '../../lib/api-client';
import { SITE_NAME } from '../layout/site-layout';

// What only some buyers see loads when it is shown: the signed-in member's coupon strip and price alerts, and the
// 拼团 panel of a goods that has a campaign (its progress bars, and its join dialog's Select, Modal and form).
const ShopCouponStrip = lazy(() => import('../../features/cart/components/shop-coupons').then((m) => ({ default: m.ShopCouponStrip })));
const GoodsAlerts = lazy(() => import('../../features/alerts/components/goods-alerts').then((m) => ({ default: m.GoodsAlerts })));
const GroupBuyPanel = lazy(() => import('../../features/groupbuy/components/group-buy-panel').then((m) => ({ default: m.GroupBuyPanel })));

type GroupBuyProps = Omit<ComponentProps<typeof GroupBuyPanel>, 'now'>;

/** Only the group-buy panel re-renders every second, not the whole page around it. */
function LiveGroupBuyPanel(props: GroupBuyProps) {
  return <GroupBuyPanel {...props} now={useServerClock()} />;
}

/** The 拼团 panel when there is one to show: a running campaign, or the group-buy variant saying there is none. */
function GroupBuySlot(props: GroupBuyProps) {
  const { data } = useQuery(goodsGroupBuyQuery(props.goodsId));
  if (!data || (data.list.length === 0 && !props.groupVariant)) return null;
  return (
    <Suspense fallback={null}>
      <LiveGroupBuyPanel {...props} />
    </Suspense>
  );
}

/**
 * /list/info/:id and /list/info-pt/:id (the group-buy variant: its 拼团 panel says so when there is no campaign); the
 * spec's detail query parameters pass through to the API.
 */
export function GoodsDetailRoute() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const [params] = useSearchParams();
  const qs = params.toString();
  const passThrough = useMemo(() => {
    const p = new URLSearchParams(qs);
    const out: FormFields = {};
    for (const key of DETAIL_PASS_THROUGH) if (p.get(key)) out[key] = p.get(key);
    return out;
  }, [qs]);

  const detail = useQuery({ ...goodsDetailQuery(id, passThrough), enabled: valid });
  // The related goods sit below the first screen: asked for (and drawn) when the buyer scrolls towards them — on this
  // goods' page (moving to another goods, which opens at the top, waits for the scroll again).
  const [relatedNearId, setRelatedNearId] = useState<number | null>(null);
  const onRelatedNear = useCallback(() => setRelatedNearId(id), [id]);
  const related = useQuery({ ...relatedGoodsQuery(id), enabled: valid && !!detail.data && relatedNearId === id });
  // The query store updates synchronously; drawing the page for its answers is deferred work instead, which React does
  // in slices between the browser's own work rather than in one task that blocks input while the page loads.
  // Never another goods' answer while the deferred value catches up with a new id.
  const deferredGoods = useDeferredValue(detail.data);
  const goods = deferredGoods?.id === id ? deferredGoods : undefined;
  const deferredRelated = useDeferredValue(related.data);
  const relatedGoods = related.data ? deferredRelated : undefined;
  const name = detail.data?.name;
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const groupVariant = pathname.startsWith('/list/info-pt/');

  // The page title is the goods name (the frame sets the route title first, in a layout effect).
  useEffect(() => {
    if (name) document.title = `${name} - ${SITE_NAME}`;
  }, [name]);

  return (
    <GoodsDetailTemplate
      goods={goods}
      isPending={valid && (detail.isPending || (!goods && !!detail.data))}
      notFound={!valid || isNotFound(detail.error)}
      related={relatedGoods}
      relatedLoading={(related.isPending || (!relatedGoods && !!related.data)) && !!detail.data}
      onRelatedNear={onRelatedNear}
      shopExtra={(shopId) => (
        <>
          <ContactShopButton target={{ shopId, goodsId: id }} signedIn={user !== null} block />
          {user ? (
            <Suspense fallback={null}>
              <ShopCouponStrip shopId={shopId} />
            </Suspense>
          ) : null}
        </>
      )}
      groupBuyExtra={(g) => (
        <GroupBuySlot
          goodsId={g.id}
          groupVariant={groupVariant}
          loginHref={user ? null : `/login?redirect=${encodeURIComponent(pathname + search)}`}
        />
      )}
      alertsExtra={
        user
          ? (g) => (
              <Suspense fallback={null}>
                <GoodsAlerts goodsId={g.id} stock={g.number} price={g.base_price} />
              </Suspense>
            )
          : undefined
      }
      loginHref={user ? null : `/login?redirect=${encodeURIComponent(pathname + search)}`}
    />
  );
}
