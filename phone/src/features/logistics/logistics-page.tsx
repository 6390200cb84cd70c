import { generatePath, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Steps, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES, chinaMinute, type OutputOf } from '@yaocai/contract';
import { Loaded } from '../../components/loaded';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import styles from './logistics.module.css';

type Order = OutputOf<typeof api.orders.detail>;

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    Toast.show({ icon: 'success', content: '单号已复制' });
  } catch {
    Toast.show({ content: `物流单号：${text}` });
  }
}

/**
 * /order/wl/:id on a phone (查看物流): the desktop sends this address to the order detail's 物流跟踪; the phone gives it a
 * page of its own — each parcel's carrier and tracking number (copied with a tap), what it holds, and the order's
 * tracking, newest first.
 */
export default function LogisticsPage() {
  const id = Number(useParams().id);
  const order = useQuery({
    queryKey: ['orders', 'detail', id],
    queryFn: () => call(api.orders.detail, { params: { id } }, { silent: true }),
    enabled: id > 0,
  });
  const back = useBack(generatePath(PHONE_PAGES.orderDetail, { id: String(id || 0) }));
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>物流跟踪</NavBar>
      <Loaded query={order} valid={id > 0} missing={{ title: '订单不存在', description: '请回到我的订单查看' }}>
        {(o) => <Tracking order={o} />}
      </Loaded>
    </div>
  );
}

function Tracking({ order: o }: { order: Order }) {
  const events = [...o.events].sort((a, b) => b.seq - a.seq);
  return (
    <div data-testid="phone-logistics">
      <section className={styles.card}>
        <div className={styles.muted}>订单号 {o.order_no}</div>
        <strong>
          {o.shop_name} · {o.status_text}
        </strong>
      </section>
      {o.shipments.map((s, n) => (
        <section key={s.id} className={styles.card} data-testid="phone-shipment">
          <div className={styles.row}>
            <strong>
              {o.shipments.length > 1 ? `包裹${n + 1} · ` : ''}
              {s.carrier}
            </strong>
            <span className={styles.muted}>{chinaMinute(s.created_at)} 发货</span>
          </div>
          <div className={styles.row}>
            <span className={styles.tracking}>{s.tracking_no}</span>
            <Button size="small" fill="outline" onClick={() => void copy(s.tracking_no)}>
              复制单号
            </Button>
          </div>
          <div className={styles.muted}>{s.items.map((i) => `${i.name} ×${i.number}`).join('；')}</div>
        </section>
      ))}
      <section className={styles.card}>
        <div className={styles.cardTitle}>订单跟踪</div>
        {events.length === 0 ? (
          <Empty description="暂无物流信息" />
        ) : (
          <Steps direction="vertical" current={0} data-testid="phone-logistics-timeline">
            {events.map((e) => (
              <Steps.Step
                key={e.seq}
                title={e.title}
                description={
                  <>
                    {e.detail && <div>{e.detail}</div>}
                    {e.carrier && !(e.tracking_no && e.detail.includes(e.tracking_no)) && (
                      <div>
                        {e.carrier} {e.tracking_no}
                      </div>
                    )}
                    <div>{chinaMinute(e.created_at)}</div>
                  </>
                }
              />
            ))}
          </Steps>
        )}
      </section>
    </div>
  );
}
