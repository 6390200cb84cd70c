import { useParams } from 'react-router';
import { AfterSaleDetail } from '../../features/orders/components/after-sale-detail';
import { FastBuy } from '../../features/orders/components/fast-buy';
import { OrderCentre } from '../../features/orders/components/order-centre';
import { OrderDetailView } from '../../features/orders/components/order-detail';
import { PointsOrders } from '../../features/points/components/points-orders';
import { DrawRecords } from '../../features/lottery/components/draw-records';
import { ContactShopButton } from '../../features/chat/components/contact-shop';
import { RecallNotices } from '../../features/recalls/components/recall-notices';
import { AccountFrame } from '../layout/account-frame';

const useId = () => Number(useParams().id) || 0;

/** The order centre's pages, inside the member area's frame; returnInfo and afterSalesInfo take a request's id. */
export const OrderCentreRoute = () => <AccountFrame>{() => <OrderCentre />}</AccountFrame>;
export function OrderDetailRoute() {
  const id = useId();
  return (
    <AccountFrame>
      {() => (
        <OrderDetailView key={id} id={id} extra={(o) => <ContactShopButton target={{ shopId: o.shop_id, orderId: o.id }} signedIn size="small" />} />
      )}
    </AccountFrame>
  );
}
export function OrderReturnRoute() {
  const id = useId();
  return <AccountFrame>{() => <AfterSaleDetail key={id} id={id} mode="return" />}</AccountFrame>;
}
export function OrderAfterSalesRoute() {
  const id = useId();
  return <AccountFrame>{() => <AfterSaleDetail key={id} id={id} mode="service" />}</AccountFrame>;
}
export const PointsOrdersRoute = () => <AccountFrame>{() => <PointsOrders />}</AccountFrame>;
export const QuickBuyRoute = () => <AccountFrame>{() => <FastBuy />}</AccountFrame>;
export const DrawRecordsRoute = () => <AccountFrame>{() => <DrawRecords />}</AccountFrame>;
export const RecallsRoute = () => <AccountFrame>{() => <RecallNotices />}</AccountFrame>;
