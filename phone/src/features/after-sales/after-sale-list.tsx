import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Empty, Image, Tag } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { chinaMinute } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import { afterSaleHref } from './rules';
import styles from './after-sales.module.css';

const TAG: Record<number, 'warning' | 'primary' | 'danger' | 'success'> = { 0: 'warning', 1: 'primary', 2: 'danger', 3: 'success' };

/** 我的订单's 退款/售后 tab: the buyer's return and after-sales requests, the latest first, each to its own page. */
export function AfterSaleList() {
  const list = useQuery({ queryKey: ['orders', 'after-sales'], queryFn: () => call(api.orders.afterSales) });
  if (list.isPending) return <div className="yc-loading">加载中…</div>;
  if (!list.data || list.data.length === 0) return <Empty description="暂无退款/售后申请" />;
  return (
    <div data-testid="phone-after-sale-list">
      {list.data.map((a) => (
        <Link key={a.id} to={afterSaleHref(a)} className={`${styles.card} ${styles.listCard}`} data-testid="phone-after-sale-card">
          <div className={styles.row}>
            <strong>{a.shop_name}</strong>
            <Tag color={TAG[a.status] ?? 'default'} fill="outline">
              {a.status_text}
            </Tag>
          </div>
          <div className={styles.thumbs}>
            {a.items.slice(0, 4).map((i) => (
              <Image key={i.order_item_id} src={i.image} width={56} height={56} fit="contain" alt={i.name} />
            ))}
            <span className={styles.muted}>
              {a.kind_text} · {a.reason}
            </span>
          </div>
          <div className={styles.row}>
            <span className={styles.muted}>
              {chinaMinute(a.created_at)} · 订单 {a.order_no}
            </span>
            {a.refund_amount > 0 && <span>退款 {yuan(a.refunded_amount || a.refund_amount)}</span>}
          </div>
        </Link>
      ))}
    </div>
  );
}
