import { generatePath, Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Image, List } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { PAY_METHOD_NAMES, PHONE_PAGES, chinaMinute, type OutputOf } from '@yaocai/contract';
import { Loaded } from '../../components/loaded';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { yuan } from '../../lib/money';
import { OrderActions } from './orders-page';
import { OrderAfterSales } from '../after-sales/order-after-sales';
import { ContactShop } from '../chat/contact-shop';
import { OrderInvoice } from '../invoices/order-invoice';
import { ParcelReceipts } from '../traceability/parcel-receipts';
import styles from './orders.module.css';

type Detail = OutputOf<typeof api.orders.detail>;

/** /order/info/:id on a phone: state, address, the goods with 批号 and 效期, the money, the logistics, the next step. */
export default function OrderDetailPage() {
  const id = Number(useParams().id);
  const order = useQuery({
    queryKey: ['orders', 'detail', id],
    queryFn: () => call(api.orders.detail, { params: { id } }, { silent: true }),
    enabled: id > 0,
  });
  const back = useBack(PHONE_PAGES.orders);
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>订单详情</NavBar>
      <Loaded query={order} valid={id > 0} missing={{ title: '订单不存在', description: '请回到我的订单查看' }}>
        {(o) => <Detail order={o} />}
      </Loaded>
    </div>
  );
}

function Detail({ order: o }: { order: Detail }) {
  const a = o.address;
  const money: Array<[string, number, boolean?]> = [
    ['商品金额', o.goods_amount],
    ['满减', -o.manjian_amount, true],
    ['优惠券', -o.coupon_amount, true],
    ['运费', o.shipping_fee],
  ];
  return (
    <>
      <header className={styles.banner} data-testid="phone-order-status">
        <strong>{o.status_text}</strong>
        {o.cancel_reason && <div>{o.cancel_reason}</div>}
        {o.after_sale && (
          <div className={styles.bannerNote} data-testid="phone-order-after-sale">
            {o.after_sale.kind_text}：{o.after_sale.status_text}
          </div>
        )}
      </header>
      <Tracking order={o} />
      <section className={styles.card}>
        <strong>
          {a.consignee} {a.phone}
        </strong>
        <div className={styles.muted}>
          {a.province}
          {a.city}
          {a.district}
          {a.address}
        </div>
      </section>
      <section className={styles.card}>
        <header className={styles.cardHead}>
          <strong>{o.shop_name}</strong>
          <ContactShop shopId={o.shop_id} order={o.id} />
        </header>
        {o.items.map((it) => (
          <div key={it.id} className={styles.item} data-testid="phone-order-item">
            <Image src={it.image} width={64} height={64} fit="contain" alt={it.name} />
            <div className={styles.itemBody}>
              <div className={styles.itemName}>{it.name}</div>
              <div className={styles.muted}>
                {it.spec} · {it.manufacturer}
              </div>
              <div className={styles.muted}>
                批号 {it.batch_no || '—'} · 效期 {it.expiry_date || '—'}
              </div>
              {it.gift && <div className={styles.muted}>{it.gift}</div>}
            </div>
            <div className={styles.itemPrice}>
              <div>{yuan(it.price)}</div>
              <div className={styles.muted}>×{it.number}</div>
            </div>
          </div>
        ))}
      </section>
      <ParcelReceipts order={o} />
      <List mode="card" className={styles.list}>
        {money
          .filter(([, v, off]) => !off || v !== 0)
          .map(([label, v]) => (
            <List.Item key={label} extra={v < 0 ? `-${yuan(-v)}` : yuan(v)}>
              {label}
            </List.Item>
          ))}
        <List.Item extra={<span className="yc-price">{yuan(o.pay_amount)}</span>}>实付款</List.Item>
      </List>
      <List mode="card" className={styles.list}>
        <List.Item extra={o.order_no}>订单编号</List.Item>
        <List.Item extra={chinaMinute(o.created_at)}>下单时间</List.Item>
        {o.paid_at && <List.Item extra={chinaMinute(o.paid_at)}>付款时间</List.Item>}
        {o.pay_method && <List.Item extra={PAY_METHOD_NAMES[o.pay_method] ?? o.pay_method}>支付方式</List.Item>}
        {o.remark && <List.Item extra={o.remark}>备注</List.Item>}
      </List>
      <OrderAfterSales order={o} />
      <OrderInvoice order={o} />
      <div className={styles.bottomBar}>
        <OrderActions order={o} />
      </div>
    </>
  );
}

/** The latest of the order's tracking, and 查看物流 for the parcels and the whole timeline (/order/wl/:id). */
function Tracking({ order: o }: { order: Detail }) {
  const latest = [...o.events].sort((a, b) => b.seq - a.seq)[0];
  if (!latest) return null;
  const parcel = o.shipments.at(-1);
  return (
    <Link to={generatePath(PHONE_PAGES.logistics, { id: String(o.id) })} className={styles.card} data-testid="phone-order-tracking">
      <header className={styles.cardHead}>
        <strong>物流跟踪</strong>
        <span className={styles.muted}>查看物流 ›</span>
      </header>
      <div>{latest.title}</div>
      <div className={styles.muted}>
        {chinaMinute(latest.created_at)}
        {parcel ? ` · ${parcel.carrier} ${parcel.tracking_no}` : ''}
        {o.shipments.length > 1 ? ` 等${o.shipments.length}个包裹` : ''}
      </div>
    </Link>
  );
}
