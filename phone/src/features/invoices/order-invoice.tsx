import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { ORDER_STATUS, PHONE_PAGES, type OutputOf } from '@yaocai/contract';
import { Link } from 'react-router';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import { InvoiceActions } from './invoice-card';
import styles from './invoices.module.css';

type Order = OutputOf<typeof api.orders.detail>;
const TYPES: Record<number, string> = { 1: '普通发票', 2: '增值税专用发票' };

/** The order detail's 发票信息: the header asked for, and once the order is completed its e-invoices to download or share. */
export function OrderInvoice({ order: o }: { order: Order }) {
  const completed = o.status === ORDER_STATUS.completed;
  const issued = useQuery({
    queryKey: ['invoices', 'order', o.id],
    queryFn: () => call(api.invoices.list, { query: { order_id: o.id, page: 1, page_size: 10 } }, { silent: true }),
    enabled: completed,
  });
  return (
    <section className={styles.card} data-testid="phone-order-invoice">
      <header className={styles.head}>
        <strong>发票信息</strong>
        <Link to={PHONE_PAGES.invoices} className={styles.muted}>
          全部发票 ›
        </Link>
      </header>
      <div className={styles.facts}>
        <span>发票类型</span>
        <span>{TYPES[o.invoice.type] ?? '—'}</span>
        <span>发票抬头</span>
        <span>{o.invoice.title || '—'}</span>
        {o.invoice.tax_no && (
          <>
            <span>税号</span>
            <span>{o.invoice.tax_no}</span>
          </>
        )}
      </div>
      {!completed && <div className={`${styles.muted} ${styles.note}`}>确认收货后自动开具电子发票</div>}
      {completed && issued.isSuccess && issued.data.list.length === 0 && (
        <div className={`${styles.muted} ${styles.note}`}>电子发票开具中，请稍后查看</div>
      )}
      {issued.data?.list.map((i) => (
        <div key={i.id} className={styles.issued} data-testid="phone-order-invoice-issued">
          <div className={styles.head}>
            <span className={styles.no}>{i.invoice_no}</span>
            <Tag color={i.status === 1 ? 'success' : 'warning'} fill="outline">
              {i.status_text}
            </Tag>
          </div>
          <div className={styles.muted}>
            {i.type_text} · 价税合计 {yuan(i.amount)}
          </div>
          {i.status === 1 && <InvoiceActions invoice={i} />}
        </div>
      ))}
    </section>
  );
}
