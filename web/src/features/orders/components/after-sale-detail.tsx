import { Link, Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Image, Result, Skeleton, Table, Tag, Timeline } from 'antd';
import type { AfterSaleView } from '@yaocai/contract';
import { chinaMinute } from '@yaocai/contract';
import { formatMoney } from '../../../lib/money';
import { afterSaleQuery } from '../api/orders';
import { afterSaleHref, isReturnKind } from '../model/after-sale-links';
import { afterSaleColor } from '../model/order-status';
import { ordersText as t } from '../text';
import { LineGoodsCell } from './line-goods-cell';
import styles from './orders.module.css';

const when = (v: string | null) => chinaMinute(v);
type Line = AfterSaleView['items'][number];

/**
 * /order/returnInfo/:id and /order/afterSalesInfo/:id — one request, `id` its own: where it stands, the lines and
 * photos, what was refunded and where to, the merchant's answer and each step with its time. A request opened under
 * the other path is sent to its own.
 */
export function AfterSaleDetail({ id, mode }: { id: number; mode: 'return' | 'service' }) {
  const { data: a, isPending, isError } = useQuery(afterSaleQuery(id));
  if (isError || (!isPending && !a))
    return (
      <section className={styles.card}>
        <Result
          status="404"
          title={t.requestMissing}
          extra={
            <Link to="/order?tab=after">
              <Button>{t.back}</Button>
            </Link>
          }
        />
      </section>
    );
  if (isPending)
    return (
      <section className={styles.card}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </section>
    );
  if (isReturnKind(a.kind) !== (mode === 'return')) return <Navigate to={afterSaleHref(a)} replace />;

  const money = isReturnKind(a.kind);
  return (
    <div className={styles.stack} data-testid="after-sale-detail">
      <section className={styles.card}>
        <div className={styles.requestHead}>
          <h3 className={styles.cardTitle}>
            {money ? t.returnDetailTitle : t.serviceDetailTitle}
            <Tag color={afterSaleColor(a.status)} data-testid="after-sale-status" className={styles.requestTag}>
              {a.status_text}
            </Tag>
          </h3>
          <Link to={`/order/info/${a.order_id}`}>
            <Button size="small">{t.detail}</Button>
          </Link>
        </div>
        {a.status === 0 && <Alert type="info" showIcon title={t.pendingNotice} className={styles.requestAlert} />}
        {a.status === 2 && <Alert type="error" showIcon title={`${t.refusedNotice}${a.decision_reason}`} className={styles.requestAlert} />}
        {a.refunded_amount > 0 && (
          <Alert
            type="success"
            showIcon
            data-testid="after-sale-refunded"
            title={t.refundedTo(formatMoney(a.refunded_amount), a.refund_to)}
            className={styles.requestAlert}
          />
        )}
        <Descriptions column={3} size="small" bordered>
          <Descriptions.Item label={t.requestNo}>{a.id}</Descriptions.Item>
          <Descriptions.Item label={t.kind}>{a.kind_text}</Descriptions.Item>
          <Descriptions.Item label={t.requestedAt}>{when(a.created_at)}</Descriptions.Item>
          <Descriptions.Item label={t.orderNo}>
            <Link to={`/order/info/${a.order_id}`}>{a.order_no}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t.shop}>{a.shop_name}</Descriptions.Item>
          <Descriptions.Item label={t.payMethod}>{a.pay_method ? (t.payMethods[a.pay_method] ?? a.pay_method) : '—'}</Descriptions.Item>
          {money && <Descriptions.Item label={t.refundRequested}>{formatMoney(a.refund_amount)}</Descriptions.Item>}
          {money && (
            <Descriptions.Item label={t.refundDone}>
              <span data-testid="after-sale-refund">{a.refunded_amount > 0 ? formatMoney(a.refunded_amount) : '—'}</span>
            </Descriptions.Item>
          )}
          {money && <Descriptions.Item label={t.refundTo}>{a.refund_to || '—'}</Descriptions.Item>}
          <Descriptions.Item label={t.reason}>{a.reason}</Descriptions.Item>
          <Descriptions.Item label={t.description} span={2}>
            {a.description || '—'}
          </Descriptions.Item>
          {a.photos.length > 0 && (
            <Descriptions.Item label={t.photos} span={3}>
              <Image.PreviewGroup>
                <div className={styles.photoRow}>
                  {a.photos.map((src) => (
                    <Image key={src} src={src} width={72} height={72} alt={t.photos} />
                  ))}
                </div>
              </Image.PreviewGroup>
            </Descriptions.Item>
          )}
          {a.decided_at && (
            <Descriptions.Item label={t.decision} span={3}>
              {a.decision_reason || '—'}
            </Descriptions.Item>
          )}
        </Descriptions>
      </section>

      {a.items.length > 0 && (
        <section className={styles.card}>
          <h3 className={styles.cardTitle}>{t.requestItems}</h3>
          <Table<Line>
            rowKey="order_item_id"
            size="small"
            pagination={false}
            dataSource={a.items}
            data-testid="after-sale-lines"
            columns={[
              {
                title: t.cols.goods,
                key: 'goods',
                render: (_, i) => (
                  <LineGoodsCell image={i.image} name={i.name} title={<Link to={`/list/info/${i.goods_id}`}>{i.name}</Link>}>
                    <div className={styles.mutedSmall}>
                      {i.spec} · {i.manufacturer}
                    </div>
                  </LineGoodsCell>
                ),
              },
              { title: t.batchNo, dataIndex: 'batch_no', width: 130, render: (v: string) => <span className={styles.nowrap}>{v || '—'}</span> },
              { title: t.unitPrice, dataIndex: 'price', width: 110, render: (v: number) => formatMoney(v) },
              { title: t.requestQty, dataIndex: 'number', width: 90 },
              { title: t.lineAmount, key: 'amount', width: 120, render: (_, i) => formatMoney(i.price * i.number) },
            ]}
          />
        </section>
      )}

      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t.progress}</h3>
        <Timeline
          data-testid="after-sale-timeline"
          items={a.timeline.map((s) => ({
            color: s.at ? (a.status === 2 && s.title === '商家已拒绝' ? 'red' : 'green') : 'gray',
            children: (
              <div>
                <strong>{s.title}</strong>
                {s.at && <span className={styles.timelineTime}>{when(s.at)}</span>}
                {s.detail && <div className={styles.mutedSmall}>{s.detail}</div>}
              </div>
            ),
          }))}
        />
      </section>
    </div>
  );
}
