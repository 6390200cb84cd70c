import { Link, useSearchParams } from 'react-router';
import { chinaMinute } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Pagination, Skeleton, Table, Tabs, Tag } from 'antd';
import { CountBadge } from '../../../components/ui/count-badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatMoney } from '../../../lib/money';
import { afterSalesQuery, orderCountsQuery, orderListQuery, ORDER_PAGE_SIZE, type AfterSaleView } from '../api/orders';
import { useOrderActions } from '../hooks/use-order-actions';
import { afterSaleHref } from '../model/after-sale-links';
import { afterSaleColor, ORDER_TABS, parseTab, tabStatus, type OrderTab } from '../model/order-status';
import { ordersText as t } from '../text';
import { OrderCard } from './order-card';
import styles from './orders.module.css';

function AfterSalesList() {
  const { data, isPending } = useQuery(afterSalesQuery);
  if (isPending) return <Skeleton active />;
  if (!data || data.length === 0) return <EmptyState text={t.emptyAfter} />;
  return (
    <Table<AfterSaleView>
      rowKey="id"
      dataSource={data}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      data-testid="after-sales-list"
      columns={[
        { title: t.requestNo, dataIndex: 'id', width: 90 },
        { title: t.orderNo, dataIndex: 'order_no', render: (v: string, a) => <Link to={`/order/info/${a.order_id}`}>{v}</Link> },
        { title: t.kind, dataIndex: 'kind_text', width: 120 },
        { title: t.reason, dataIndex: 'reason', ellipsis: true },
        { title: t.refundRequested, dataIndex: 'refund_amount', width: 110, render: (v: number) => (v > 0 ? formatMoney(v) : '—') },
        { title: t.requestStatus, dataIndex: 'status_text', width: 100, render: (v: string, a) => <Tag color={afterSaleColor(a.status)}>{v}</Tag> },
        { title: t.requestedAt, dataIndex: 'created_at', width: 150, render: (v: string) => chinaMinute(v) },
        { title: '', key: 'go', width: 70, render: (_: unknown, a) => <Link to={afterSaleHref(a)}>{t.viewRequest}</Link> },
      ]}
    />
  );
}

/** /order: tabs by state with counts, search by order number or goods name, the orders as cards, pages. */
export function OrderCentre() {
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = { status: tabStatus(tab), keyword: keyword || undefined, page };
  const list = useQuery({ ...orderListQuery(filter), enabled: tab !== 'after' });
  const { data: counts } = useQuery(orderCountsQuery);
  const { run, dialog } = useOrderActions();

  const go = (next: { tab?: OrderTab; keyword?: string; page?: number }) => {
    const p = new URLSearchParams();
    const nt = next.tab ?? tab;
    const nk = next.keyword ?? keyword;
    if (nt !== 'all') p.set('tab', nt);
    if (nk) p.set('keyword', nk);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <section className={styles.card} data-testid="order-centre">
      <div className={styles.head}>
        <h2 className={styles.title}>{t.title}</h2>
        <Input.Search
          key={keyword}
          className={styles.search}
          defaultValue={keyword}
          placeholder={t.searchPlaceholder}
          enterButton={t.search}
          allowClear
          maxLength={50}
          onSearch={(v) => go({ keyword: v.trim(), tab: tab === 'after' ? 'all' : tab })}
          data-testid="order-search"
        />
      </div>
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={(k) => go({ tab: k as OrderTab })}
        items={ORDER_TABS.map((d) => ({
          key: d.key,
          label: (
            <span className={styles.tabLabel} data-testid={`order-tab-${d.key}`}>
              {d.label}
              {d.count && counts ? <CountBadge count={counts[d.count]} /> : null}
            </span>
          ),
        }))}
      />
      {tab === 'after' ? (
        <AfterSalesList />
      ) : !list.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : list.data.list.length === 0 ? (
        <EmptyState text={t.empty}>
          <Link to="/">
            <Button type="primary">{t.goShopping}</Button>
          </Link>
        </EmptyState>
      ) : (
        <>
          {list.data.list.map((o) => (
            <OrderCard key={o.id} order={o} onAction={run} />
          ))}
          <div className={styles.pager}>
            <Pagination
              current={page}
              pageSize={ORDER_PAGE_SIZE}
              total={list.data.total}
              showSizeChanger={false}
              showTotal={(n) => `共 ${n} 笔订单`}
              onChange={(p) => go({ page: p })}
              hideOnSinglePage
            />
          </div>
        </>
      )}
      {dialog}
    </section>
  );
}
