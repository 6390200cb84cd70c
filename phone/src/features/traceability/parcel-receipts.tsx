import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from 'antd-mobile';
import type * as api from '@yaocai/contract/api';
import type { OutputOf } from '@yaocai/contract';
import styles from './parcel-receipts.module.css';

type Order = OutputOf<typeof api.orders.detail>;
// The camera, the code reader and the answer load when a parcel's 扫码验收 is opened, not with the order.
const TraceReceiptSheet = lazy(() => import('./trace-receipt-sheet'));

/**
 * The order detail's parcels on a phone, each with 扫码验收: the buyer reads the boxes' 追溯码 with the camera (or types
 * them) against what the parcel carries. The sheet is at ?receipt=<parcel>, so the phone's back gesture closes it.
 */
export function ParcelReceipts({ order: o }: { order: Order }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const opened = (useLocation().state as { receiptOpened?: boolean } | null)?.receiptOpened === true;
  if (o.shipments.length === 0) return null;
  const shown = o.shipments.find((s) => String(s.id) === params.get('receipt'));
  const open = (id: number) => setParams({ receipt: String(id) }, { state: { receiptOpened: true } });
  // Opened from here, closing goes back; opened from a link, it stays on the order.
  const close = () => (opened ? navigate(-1) : setParams({}, { replace: true }));
  return (
    <section className={styles.card} data-testid="phone-order-parcels">
      <strong>包裹验收</strong>
      {o.shipments.map((s, n) => (
        <div key={s.id} className={styles.parcel} data-testid="phone-order-parcel">
          <div className={styles.body}>
            <div>
              {o.shipments.length > 1 ? `包裹${n + 1} · ` : ''}
              {s.carrier} {s.tracking_no}
            </div>
            <div className={styles.muted}>{s.items.map((i) => `${i.name} ×${i.number}`).join('；')}</div>
          </div>
          <Button size="small" color="primary" fill="outline" onClick={() => open(s.id)} data-testid="phone-trace-receipt-open">
            扫码验收
          </Button>
        </div>
      ))}
      {shown && (
        <Suspense fallback={null}>
          <TraceReceiptSheet order={o} shipment={shown} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
