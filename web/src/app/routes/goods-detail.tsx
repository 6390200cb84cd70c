import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DETAIL_PASS_THROUGH, goodsDetailQuery, isNotFound, relatedGoodsQuery } from '../../features/catalog/api/goods';
import { GoodsDetailTemplate } from '../../features/catalog/templates/goods-detail-template';
import { useSessionUser } from '../../features/accounts/api/session';
import { ShopCouponStrip } from '../../features/cart/components/shop-coupons';
import { GoodsAlerts } from '../../features/alerts/components/goods-alerts';
import { ContactShopButton } from '../../features/chat/components/contact-shop';
import { useServerClock } from '../../features/content/hooks/use-server-clock';
import { GroupBuyPanel } from '../../features/groupbuy/components/group-buy-panel';
import type { FormFields } from '../../lib/api-client';
import { SITE_NAME } from '../layout/site-layout';

/** Only the group-buy panel re-renders every second, not the whole page around it. */
function LiveGroupBuyPanel(props: Omit<Parameters<typeof GroupBuyPanel>[0], 'now'>) {
  return <GroupBuyPanel {...props} now={useServerClock()} />;
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
          {user ? <ShopCouponStrip shopId={shopId} /> : null}
        </>
      )}
      groupBuyExtra={(g) => (
        <LiveGroupBuyPanel
          goodsId={g.id}
          groupVariant={groupVariant}
          loginHref={user ? null : `/login?redirect=${encodeURIComponent(pathname + search)}`}
        />
      )}
      alertsExtra={user ? (g) => <GoodsAlerts goodsId={g.id} stock={g.number} price={g.base_price} /> : undefined}
      loginHref={user ? null : `/login?redirect=${encodeURIComponent(pathname + search)}`}
    />
  );
}
