import { useEffect, useMemo } from 'react';
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
  const related = useQuery({ ...relatedGoodsQuery(id), enabled: valid && !!detail.data });
  const name = detail.data?.name;
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const groupVariant = pathname.startsWith('/list/info-pt/');
  const now = useServerClock();

  // The page title is the goods name (the frame sets the route title first, in a layout effect).
  useEffect(() => {
    if (name) document.title = `${name} - ${SITE_NAME}`;
  }, [name]);

  return (
    <GoodsDetailTemplate
      goods={detail.data}
      isPending={valid && detail.isPending}
      notFound={!valid || isNotFound(detail.error)}
      related={related.data}
      relatedLoading={related.isPending && !!detail.data}
      shopExtra={(shopId) => (
        <>
          <ContactShopButton target={{ shopId, goodsId: id }} signedIn={user !== null} block />
          {user ? <ShopCouponStrip shopId={shopId} /> : null}
        </>
      )}
      groupBuyExtra={(g) => (
        <GroupBuyPanel
          goodsId={g.id}
          groupVariant={groupVariant}
          now={now}
          loginHref={user ? null : `/login?redirect=${encodeURIComponent(pathname + search)}`}
        />
      )}
      alertsExtra={user ? (g) => <GoodsAlerts goodsId={g.id} stock={g.number} price={g.base_price} /> : undefined}
      loginHref={user ? null : `/login?redirect=${encodeURIComponent(pathname + search)}`}
    />
  );
}
