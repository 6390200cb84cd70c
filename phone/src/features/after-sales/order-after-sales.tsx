import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, Tag } from 'antd-mobile';
import type * as api from '@yaocai/contract/api';
import { chinaMinute, type OutputOf } from '@yaocai/contract';
import { yuan } from '../../lib/money';
import { afterSaleActions, afterSaleHref, parseApply, type AfterSaleAction } from './rules';
import styles from './after-sales.module.css';

type Order = OutputOf<typeof api.orders.detail>;
const ApplySheet = lazy(() => import('./apply-sheet').then((m) => ({ default: m.ApplySheet })));
const LABEL: Record<AfterSaleAction, string> = { refund: '申请退款', return: '申请退货', service: '申请售后', view: '查看售后' };
const TAG: Record<number, 'warning' | 'primary' | 'danger' | 'success'> = { 0: 'warning', 1: 'primary', 2: 'danger', 3: 'success' };

/**
 * The order detail's 退款/售后 on a phone: what the buyer may ask for now (the desktop's rules), the order's requests
 * with where each stands, and the request form, opened at the desktop's address /order/info/:id?apply=refund|return|service.
 */
export function OrderAfterSales({ order: o }: { order: Order }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const opened = (useLocation().state as { applyOpened?: boolean } | null)?.applyOpened === true;
  const apply = parseApply(params.get('apply'));
  const actions = afterSaleActions(o);
  if (actions.length === 0 && o.after_sales.length === 0 && !apply) return null;
  const go = (a: AfterSaleAction) => {
    if (a === 'view') {
      const latest = o.after_sales[0] ?? (o.after_sale ? { id: o.after_sale.id, kind: o.after_sale.kind } : null);
      if (latest) navigate(afterSaleHref(latest));
      return;
    }
    setParams({ apply: a }, { state: { applyOpened: true } });
  };
  // Opened from here, closing goes back (the phone's back gesture does the same); opened from a link, it stays here.
  const close = () => (opened ? navigate(-1) : setParams({}, { replace: true }));
  return (
    <section className={styles.card} data-testid="phone-order-after-sales">
      <div className={styles.row}>
        <strong>退款/售后</strong>
        <div className={styles.buttons}>
          {actions.map((a) => (
            <Button key={a} size="small" fill="outline" color={a === 'view' ? 'primary' : 'default'} onClick={() => go(a)}>
              {LABEL[a]}
            </Button>
          ))}
        </div>
      </div>
      {o.after_sales.map((a) => (
        <Link key={a.id} to={afterSaleHref(a)} className={styles.request} data-testid="phone-order-request">
          <div className={styles.row}>
            <span>
              {a.kind_text} · {a.reason}
            </span>
            <Tag color={TAG[a.status] ?? 'default'} fill="outline">
              {a.status_text}
            </Tag>
          </div>
          <div className={styles.muted}>
            {chinaMinute(a.created_at)}
            {a.refund_amount > 0 ? ` · 申请退款 ${yuan(a.refund_amount)}` : ''}
            {a.refunded_amount > 0 ? ` · 已退款 ${yuan(a.refunded_amount)}` : ''}
          </div>
        </Link>
      ))}
      {apply && (
        <Suspense fallback={null}>
          <ApplySheet order={o} mode={apply} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
