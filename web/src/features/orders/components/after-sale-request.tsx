import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Result, Skeleton, Steps, Tag } from 'antd';
import dayjs from 'dayjs';
import { formatMoney } from '../../../lib/money';
import { afterSaleQuery } from '../api/orders';
import { afterSaleColor } from '../model/order-status';
import { ordersText as t } from '../text';
import styles from './orders.module.css';

const when = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');

/** One return or after-sales request as filed and how it was decided (GET /api/order/after_sale/:id). */
export function AfterSaleRequest({ id, onNew }: { id: number; onNew: () => void }) {
  const { data: a, isPending, isError } = useQuery(afterSaleQuery(id));
  if (isError)
    return (
      <Result
        status="404"
        title="申请不存在"
        extra={
          <Link to="/order?tab=after">
            <Button>{t.back}</Button>
          </Link>
        }
      />
    );
  if (isPending || !a)
    return (
      <section className={styles.card}>
        <Skeleton active />
      </section>
    );
  const rejected = a.status === 2;
  return (
    <section className={styles.card} data-testid="after-sale-request">
      <h3 className={styles.cardTitle}>{t.requestTitle}</h3>
      <Steps
        size="small"
        current={a.status === 0 ? 1 : 2}
        status={rejected ? 'error' : a.status === 3 ? 'finish' : 'process'}
        items={[
          { title: '提交申请', description: when(a.created_at) },
          { title: '商家审核' },
          { title: rejected ? '已拒绝' : a.status === 3 ? '已完成' : '处理结果', description: a.decided_at ? when(a.decided_at) : undefined },
        ]}
        style={{ marginBottom: 20 }}
      />
      {a.status === 0 && <Alert type="info" showIcon title="您的申请已提交，商家将在1-3个工作日内处理" style={{ marginBottom: 16 }} />}
      <Descriptions column={2} bordered size="small">
        <Descriptions.Item label={t.requestNo}>{a.id}</Descriptions.Item>
        <Descriptions.Item label={t.orderNo}>
          <Link to={`/order/info/${a.order_id}`}>{a.order_no}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t.kind}>{a.kind_text}</Descriptions.Item>
        <Descriptions.Item label={t.requestStatus}>
          <Tag color={afterSaleColor(a.status)} data-testid="after-sale-status">
            {a.status_text}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t.reason}>{a.reason}</Descriptions.Item>
        <Descriptions.Item label={t.requestedAt}>{when(a.created_at)}</Descriptions.Item>
        {a.refund_amount > 0 && <Descriptions.Item label={t.refundRequested}>{formatMoney(a.refund_amount)}</Descriptions.Item>}
        {a.refunded_amount > 0 && <Descriptions.Item label={t.refundDone}>{formatMoney(a.refunded_amount)}</Descriptions.Item>}
        {a.items.length > 0 && (
          <Descriptions.Item label={t.requestItems} span={2}>
            {a.items.map((i) => `${i.name} ×${i.number}`).join('；')}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t.description} span={2}>
          {a.description || '—'}
        </Descriptions.Item>
        {a.photos.length > 0 && (
          <Descriptions.Item label={t.photos} span={2}>
            <div className={styles.photoRow}>
              {a.photos.map((src) => (
                <a key={src} href={src} target="_blank" rel="noreferrer">
                  <img src={src} alt={t.photos} />
                </a>
              ))}
            </div>
          </Descriptions.Item>
        )}
        {a.decided_at && (
          <Descriptions.Item label={t.decision} span={2}>
            {a.decision_reason || '—'}（{when(a.decided_at)}）
          </Descriptions.Item>
        )}
      </Descriptions>
      <div className={styles.statusActions}>
        <Link to={`/order/info/${a.order_id}`}>
          <Button>{t.detail}</Button>
        </Link>
        {(rejected || a.status === 3) && <Button onClick={onNew}>{t.newRequest}</Button>}
      </div>
    </section>
  );
}
