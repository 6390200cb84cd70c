import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Tag } from 'antd';
import { chinaMinute, GROUP_BUY_ITEM_TYPE } from '@yaocai/contract';
import { fenToYuan, formatMoney } from '../../../lib/money';
import type { OrderSummary } from '../api/orders';
import { orderActions, statusColor, STATUS, type OrderAction } from '../model/order-status';
import { ordersText as t } from '../text';
import styles from './orders.module.css';

const MAX_LINES = 3;

/** 29:59 (or 23:59:59) until an unpaid order is cancelled, ticking. */
function PayLeft({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const s = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  if (s === 0) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  // A group-buy order keeps a day to pay: past an hour the hours show too (23:59:59, not 1439:59).
  const clock =
    s >= 3600 ? `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}` : `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
  return <div className={styles.payLeft}>{t.payLeft(clock)}</div>;
}

/** One order in the list: shop and number, its lines (batch and expiry matter to pharmacies), sums, state, buttons. */
export function OrderCard({ order: o, onAction }: { order: OrderSummary; onAction: (a: OrderAction, o: OrderSummary) => void }) {
  const [expanded, setExpanded] = useState(false);
  const lines = expanded ? o.items : o.items.slice(0, MAX_LINES);
  const actions = orderActions(o);
  return (
    <article className={styles.order} data-testid="order-card" data-order-no={o.order_no}>
      <header className={styles.orderHead}>
        <span className={styles.muted}>{chinaMinute(o.created_at)}</span>
        <span>
          {t.orderNo}：<Link to={`/order/info/${o.id}`}>{o.order_no}</Link>
        </span>
        <span className={styles.shopName}>{o.shop_name}</span>
      </header>
      <div className={styles.orderBody}>
        <div className={styles.lines}>
          {lines.map((i) => (
            <div key={i.id} className={styles.line} data-testid="order-line">
              <img className={styles.thumb} src={i.image} alt={i.name} loading="lazy" />
              <div className={styles.lineText}>
                <div className={styles.lineName} title={i.name}>
                  {i.name}
                  {/* Only the gift's own line is 赠品/换购; the paid line that earned it is never labelled so. */}
                  {(i.type === 4 || i.type === 5) && (
                    <Tag color={i.type === 5 ? 'orange' : 'red'} className={styles.giftTag} data-testid="order-line-gift">
                      {i.type === 5 ? t.addonTag : t.gift}
                    </Tag>
                  )}
                  {i.type === GROUP_BUY_ITEM_TYPE && (
                    <Tag color="volcano" className={styles.giftTag} data-testid="order-line-groupbuy">
                      {t.groupBuyTag}
                    </Tag>
                  )}
                </div>
                <div className={styles.lineMeta}>
                  {t.spec}：{i.spec}
                  {'\u3000'}
                  {i.manufacturer}
                </div>
                <div className={styles.lineMeta}>
                  {/* A date never breaks across lines ("2027-11-" / "02"). */}
                  <span className={styles.nowrap}>
                    {t.batch}：{i.batch_no || '—'}
                  </span>
                  {'\u3000'}
                  <span className={styles.nowrap}>
                    {t.expiry}：{i.expiry_date || '—'}
                  </span>
                </div>
              </div>
              <div className={styles.linePrice}>{formatMoney(i.price)}</div>
              <div className={styles.lineQty}>
                ×{i.number}
                {i.unit}
              </div>
            </div>
          ))}
          {o.items.length > MAX_LINES && (
            <button type="button" className={styles.more} onClick={() => setExpanded((v) => !v)}>
              {expanded ? '收起' : `${t.itemCount(o.item_count)}，展开全部`}
            </button>
          )}
        </div>
        <div className={styles.orderSum}>
          <div className={styles.muted}>{o.status === STATUS.unpaid ? t.toPay : t.payAmount}</div>
          <div className={styles.orderPay}>{formatMoney(o.pay_amount)}</div>
          <div className={styles.mutedSmall}>{t.shippingIncluded(fenToYuan(o.shipping_fee))}</div>
          {o.refunded_amount > 0 && <div className={styles.refunded}>{t.refunded(fenToYuan(o.refunded_amount))}</div>}
        </div>
        <div className={styles.orderState}>
          <Tag color={statusColor(o.status)} data-testid="order-status">
            {o.status_text}
          </Tag>
          {o.after_sale && (
            <Tag color={o.after_sale.status === 0 ? 'orange' : o.after_sale.status === 2 ? 'default' : 'green'} data-testid="order-after-sale">
              {t.afterSaleState(o.after_sale.kind_text, o.after_sale.status_text)}
            </Tag>
          )}
          {o.status === STATUS.unpaid && <PayLeft expiresAt={o.expires_at} />}
          <Link to={`/order/info/${o.id}`}>{t.detail}</Link>
        </div>
        <div className={styles.orderActions}>
          {actions.map((a, n) => (
            <Button
              key={a}
              size="small"
              type={n === 0 && (a === 'pay' || a === 'receive') ? 'primary' : 'default'}
              danger={a === 'pay'}
              onClick={() => onAction(a, o)}
              data-testid={`order-action-${a}`}
            >
              {t.actions[a]}
            </Button>
          ))}
        </div>
      </div>
    </article>
  );
}
