import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Steps, Table, Tag, Timeline } from 'antd';
import * as api from '@yaocai/contract/api';
import { chinaDateTime, chinaMinute, fileHref, GROUP_BUY_ITEM_TYPE } from '@yaocai/contract';
import { formatMoney } from '../../../lib/money';
import { orderDetailQuery, type OrderDetail } from '../api/orders';
import { useOrderActions } from '../hooks/use-order-actions';
import { afterSaleColor, orderActions, orderStep, SERVICE_REASONS, STATUS } from '../model/order-status';
import { ordersText as t } from '../text';
import { afterSaleHref, parseApply } from '../model/after-sale-links';
import { AfterSaleApply } from './after-sale-apply';
import { LineGoodsCell } from './line-goods-cell';
import { OrderLoading } from './order-loading';
import { TraceReceiptDialog, type MissingBoxes } from './trace-receipt';
import { ColdChainRecord } from './cold-chain-record';
import styles from './orders.module.css';

type Item = OrderDetail['items'][number];
const when = (v: string | null) => chinaDateTime(v) || '—';

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /order/info/:id: state and steps, address, invoice, payment, lines with batch/expiry/approval, sums, logistics. */
/** `extra`: what the page adds beside the order's actions (联系商家 opens the chat with the order as a card). */
export function OrderDetailView({ id, extra }: { id: number; extra?: (o: { id: number; shop_id: number }) => ReactNode }) {
  const { data: o, isPending, isError } = useQuery(orderDetailQuery(id));
  const { run, dialog } = useOrderActions();
  const [params, setParams] = useSearchParams();
  const apply = parseApply(params.get('apply'));
  const [receiptFor, setReceiptFor] = useState<number | null>(null);
  const [missing, setMissing] = useState<MissingBoxes | null>(null);
  if (isError || isPending || !o) return <OrderLoading isError={isError} rows={12} />;

  const cancelled = o.status === STATUS.cancelled;
  const stepTimes = [o.created_at, o.paid_at, o.shipped_at, o.received_at];
  // Newest first, by the order they happened in: events can share a timestamp (paid and shipped in one second).
  const events = [...o.events].sort((a, b) => b.seq - a.seq);

  return (
    <div className={styles.stack} data-testid="order-detail">
      <section className={styles.statusCard}>
        <div className={styles.statusBox}>
          <div className={styles.muted}>
            {t.orderNo}：{o.order_no}
          </div>
          <div className={cancelled ? `${styles.statusName} ${styles.statusCancelled}` : styles.statusName} data-testid="detail-status">
            {o.status_text}
          </div>
          {cancelled && o.cancel_reason && <div className={styles.mutedSmall}>{t.cancelledReason(o.cancel_reason)}</div>}
          {o.after_sale && (
            <Tag color={afterSaleColor(o.after_sale.status)} data-testid="detail-after-sale">
              {t.afterSaleState(o.after_sale.kind_text, o.after_sale.status_text)}
            </Tag>
          )}
          <div className={styles.statusActions}>
            {orderActions(o)
              .filter((a) => a !== 'logistics')
              .map((a, n) => (
                <Button
                  key={a}
                  size="small"
                  type={n === 0 && (a === 'pay' || a === 'receive') ? 'primary' : 'default'}
                  danger={a === 'pay'}
                  onClick={() => run(a, o)}
                  data-testid={`detail-action-${a}`}
                >
                  {t.actions[a]}
                </Button>
              ))}
            {extra?.(o)}
          </div>
        </div>
        <Steps
          className={styles.steps}
          titlePlacement="vertical"
          size="small"
          current={cancelled ? 0 : orderStep(o.status)}
          status={cancelled ? 'error' : o.status === STATUS.completed ? 'finish' : 'process'}
          items={(cancelled ? [t.steps[0], t.cancelledTitle] : t.steps).map((title, i) => ({
            title,
            description: cancelled ? (i === 0 ? when(o.created_at) : when(o.cancelled_at)) : stepTimes[i] ? when(stepTimes[i]) : undefined,
          }))}
        />
      </section>

      <div className={styles.infoGrid}>
        <section className={styles.card}>
          <h3 className={styles.cardTitle}>{t.receiver}</h3>
          <Facts
            rows={[
              [t.consignee, o.address.consignee],
              [t.phone, o.address.phone],
              [t.address, `${o.address.province}${o.address.city}${o.address.district}${o.address.address}`],
              [t.remark, o.remark || '—'],
            ]}
          />
        </section>
        <section className={styles.card}>
          <h3 className={styles.cardTitle}>{t.invoice}</h3>
          <Facts
            rows={[
              ['发票类型', t.invoiceTypes[o.invoice.type] ?? '—'],
              [t.invoiceTitle, o.invoice.title || '—'],
              [t.taxNo, o.invoice.tax_no || '—'],
            ]}
          />
        </section>
        <section className={styles.card}>
          <h3 className={styles.cardTitle}>{t.payment}</h3>
          <Facts
            rows={[
              [t.payMethod, o.pay_method ? (t.payMethods[o.pay_method] ?? o.pay_method) : t.unpaid],
              [t.createdAt, when(o.created_at)],
              [t.paidAt, when(o.paid_at)],
              [t.shippedAt, when(o.shipped_at)],
              [t.receivedAt, when(o.received_at)],
            ]}
          />
        </section>
      </div>

      <section className={styles.card}>
        <h3 className={styles.cardTitle}>
          {t.goods}（{o.shop_name}）
        </h3>
        <Table<Item>
          rowKey="id"
          size="middle"
          pagination={false}
          dataSource={o.items}
          data-testid="detail-lines"
          columns={[
            {
              title: t.cols.goods,
              key: 'goods',
              render: (_, i) => (
                <LineGoodsCell
                  image={i.image}
                  name={i.name}
                  title={
                    <>
                      {i.name}
                      {(i.type === 4 || i.type === 5) && (
                        <Tag color={i.type === 5 ? 'orange' : 'red'} className={styles.giftTag} title={i.gift} data-testid="detail-line-gift">
                          {i.type === 5 ? t.addonTag : t.gift}
                        </Tag>
                      )}
                      {i.type === GROUP_BUY_ITEM_TYPE && (
                        <Tag color="volcano" className={styles.giftTag} data-testid="detail-line-groupbuy">
                          {t.groupBuyTag}
                        </Tag>
                      )}
                    </>
                  }
                >
                  <div className={styles.small}>
                    {t.spec}：{i.spec}
                    {'\u3000'}
                    {t.maker}：{i.manufacturer}
                  </div>
                  <div className={styles.small}>
                    {t.approval}：{i.approval_no || '—'}
                  </div>
                </LineGoodsCell>
              ),
            },
            {
              title: t.cols.batch,
              key: 'batch',
              width: 170,
              render: (_, i) => (
                <div className={`${styles.small} ${styles.nowrap}`}>
                  {t.batch}：{i.batch_no || '—'}
                  <br />
                  {t.expiry}：{i.expiry_date || '—'}
                </div>
              ),
            },
            { title: t.cols.price, dataIndex: 'price', width: 100, align: 'right', render: (v: number) => formatMoney(v) },
            { title: t.cols.quantity, key: 'n', width: 80, align: 'right', render: (_, i) => `${i.number}${i.unit}` },
            { title: t.cols.shipped, dataIndex: 'shipped_number', width: 70, align: 'right' },
            { title: t.cols.amount, dataIndex: 'amount', width: 110, align: 'right', render: (v: number) => formatMoney(v) },
          ]}
        />
        <div className={styles.amounts} data-testid="detail-amounts">
          <span>{t.amounts.goods}：</span>
          <span>{formatMoney(o.goods_amount)}</span>
          <span>{t.amounts.manjian}：</span>
          <span className={styles.minus}>−{formatMoney(o.manjian_amount)}</span>
          <span>{t.amounts.coupon}：</span>
          <span className={styles.minus}>−{formatMoney(o.coupon_amount)}</span>
          <span>{t.amounts.shipping}：</span>
          <span>{formatMoney(o.shipping_fee)}</span>
          <span>{t.amounts.pay}：</span>
          <span className={styles.amountPay}>{formatMoney(o.pay_amount)}</span>
          {o.refunded_amount > 0 && (
            <>
              <span>{t.amounts.refunded}：</span>
              <span className={styles.minus}>{formatMoney(o.refunded_amount)}</span>
            </>
          )}
        </div>
      </section>

      <section className={styles.card} id="logistics" data-testid="detail-logistics">
        <h3 className={styles.cardTitle}>{t.logistics}</h3>
        {o.shipments.length > 0 && (
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={o.shipments}
            style={{ marginBottom: 16 }}
            columns={[
              { title: t.carrier, dataIndex: 'carrier', width: 140 },
              { title: t.trackingNo, dataIndex: 'tracking_no', width: 180 },
              {
                title: t.shipmentItems,
                key: 'items',
                render: (_, s) => (
                  <>
                    {s.items.map((i) => `${i.name} ×${i.number}`).join('；')}
                    <ColdChainRecord parcel={s} />
                  </>
                ),
              },
              { title: t.shippedAt, dataIndex: 'created_at', width: 170, render: (v: string) => when(v) },
              {
                title: t.traceCodes,
                key: 'trace',
                width: 230,
                render: (_, s) => (
                  <span className={styles.traceLinks}>
                    {(['xlsx', 'csv', 'json'] as const).map((format) => (
                      <a key={format} href={fileHref(api.trace.manifest, { params: { id: s.id }, query: { format } })} download>
                        {t.traceFormat[format]}
                      </a>
                    ))}
                    <Button size="small" onClick={() => setReceiptFor(s.id)} data-testid="trace-receipt">
                      {t.traceReceipt}
                    </Button>
                  </span>
                ),
              },
            ]}
          />
        )}
        {events.length === 0 ? (
          <div className={styles.muted}>{t.noLogistics}</div>
        ) : (
          <Timeline
            className={styles.timeline}
            items={events.map((e, i) => ({
              color: i === 0 ? 'green' : 'gray',
              content: (
                <div>
                  <div className={styles.eventTitle}>{e.title}</div>
                  {e.detail && <div className={styles.eventDetail}>{e.detail}</div>}
                  {e.carrier && !(e.tracking_no && e.detail.includes(e.tracking_no)) && (
                    <div className={styles.eventDetail}>
                      {t.carrier}：{e.carrier}
                      {'\u3000'}
                      {t.trackingNo}：{e.tracking_no}
                    </div>
                  )}
                  <div className={styles.eventTime}>{when(e.created_at)}</div>
                </div>
              ),
            }))}
          />
        )}
      </section>

      {o.after_sales.length > 0 && (
        <section className={styles.card} id="after-sales">
          <h3 className={styles.cardTitle}>{t.afterSales}</h3>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={o.after_sales}
            columns={[
              { title: t.kind, dataIndex: 'kind_text', width: 120 },
              { title: t.reason, dataIndex: 'reason' },
              { title: t.refundRequested, dataIndex: 'refund_amount', width: 110, render: (v: number) => (v > 0 ? formatMoney(v) : '—') },
              { title: t.refundDone, dataIndex: 'refunded_amount', width: 100, render: (v: number) => (v > 0 ? formatMoney(v) : '—') },
              {
                title: t.requestStatus,
                dataIndex: 'status_text',
                width: 90,
                render: (v: string, a) => <Tag color={afterSaleColor(a.status)}>{v}</Tag>,
              },
              { title: t.requestedAt, dataIndex: 'created_at', width: 150, render: (v: string) => chinaMinute(v) },
              { title: '', key: 'go', width: 60, render: (_, a) => <Link to={afterSaleHref(a)}>{t.viewRequest}</Link> },
            ]}
          />
        </section>
      )}
      <div>
        <Link to="/order">
          <Button>{t.back}</Button>
        </Link>
      </div>
      {dialog}
      {apply && <AfterSaleApply order={o} mode={apply} onClose={() => setParams(new URLSearchParams(), { replace: true })} />}
      {receiptFor !== null && (
        <TraceReceiptDialog
          shipmentId={receiptFor}
          onClose={() => setReceiptFor(null)}
          onMissing={(m) => {
            setReceiptFor(null);
            setMissing(m);
          }}
        />
      )}
      {missing && (
        <AfterSaleApply
          order={o}
          mode="service"
          preset={{ kind: 'missing', reason: SERVICE_REASONS[0], ...missing }}
          onClose={() => setMissing(null)}
        />
      )}
    </div>
  );
}
