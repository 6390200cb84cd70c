import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Tag } from 'antd';
import { fenToYuan, formatMoney } from '../../../lib/money';
import { orderDetailQuery, type AfterSaleKind } from '../api/orders';
import { afterSaleColor, returnKindsFor, RETURN_KINDS, SERVICE_KINDS, STATUS } from '../model/order-status';
import { ordersText as t } from '../text';
import { AfterSaleForm } from './after-sale-form';
import { AfterSaleRequest } from './after-sale-request';
import { OrderLoading } from './order-loading';
import styles from './orders.module.css';

/**
 * /order/returnInfo/:id (退货退款, 仅退款) and /order/afterSalesInfo/:id (少发/漏发, 错发, 质检报告), :id the order.
 * `?request=` shows a filed request; without it, the form (and the order's earlier requests of this kind).
 */
export function AfterSalePage({ orderId, mode }: { orderId: number; mode: 'return' | 'service' }) {
  const [params, setParams] = useSearchParams();
  const requestId = Number(params.get('request')) || 0;
  const { data: order, isPending, isError } = useQuery(orderDetailQuery(orderId));
  const title = mode === 'return' ? t.returnTitle : t.serviceTitle;

  if (requestId > 0) return <AfterSaleRequest id={requestId} onNew={() => setParams(new URLSearchParams())} />;
  if (isError || isPending || !order) return <OrderLoading isError={isError} rows={10} />;

  const kinds: readonly AfterSaleKind[] = mode === 'return' ? returnKindsFor(order.status) : SERVICE_KINDS;
  const mine = order.after_sales.filter((a) =>
    mode === 'return' ? (RETURN_KINDS as readonly string[]).includes(a.kind) : (SERVICE_KINDS as readonly string[]).includes(a.kind),
  );
  const allowed =
    mode === 'return'
      ? (order.status === STATUS.paid || order.status === STATUS.shipped || order.status === STATUS.completed) && order.refundable > 0
      : order.status === STATUS.shipped || order.status === STATUS.completed;
  const wanted = params.get('kind') as AfterSaleKind | null;

  return (
    <div className={styles.stack}>
      <section className={styles.card} data-testid="after-sale-page">
        <h3 className={styles.cardTitle}>{title}</h3>
        <p className={styles.intro}>
          {t.orderNo}：<Link to={`/order/info/${order.id}`}>{order.order_no}</Link>
          {'\u3000'}
          {order.shop_name}
          {'\u3000'}
          {t.payAmount}：{formatMoney(order.pay_amount)}
          {order.refunded_amount > 0 && `\u3000${t.refunded(fenToYuan(order.refunded_amount))}`}
        </p>
        {mine.length > 0 && (
          <div className={styles.request} style={{ marginBottom: 16 }}>
            <strong>{t.existing}</strong>
            {mine.map((a) => (
              <div key={a.id}>
                {a.kind_text} · {a.reason} · <Tag color={afterSaleColor(a.status)}>{a.status_text}</Tag>
                <Link to={`?request=${a.id}`}>{t.viewRequest}</Link>
              </div>
            ))}
          </div>
        )}
        {allowed ? (
          <AfterSaleForm
            key={mode}
            order={order}
            kinds={kinds}
            initialKind={wanted && kinds.includes(wanted) ? wanted : undefined}
            onDone={(a) => setParams(new URLSearchParams({ request: String(a.id) }))}
          />
        ) : (
          <Alert type="info" showIcon title={t.notAllowed} />
        )}
      </section>
    </div>
  );
}
