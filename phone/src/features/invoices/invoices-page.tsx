import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, Form, Input, Tabs, Tag } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { chinaDay, PHONE_PAGES, type OutputOf } from '@yaocai/contract';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import { useBack } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import { useUser } from '../../lib/user';
import { InvoiceCard } from './invoice-card';
import styles from './invoices.module.css';

const PAGE_SIZE = 10;
const QUERY_INTRO = '输入发票号码和校验码后6位，查验药采开具的电子发票真伪及开票信息。';

/** /dzfp on a phone: 我的发票 (each to download or share) and 发票查验; a guest has the check alone, as on the desktop. */
export default function InvoicesPage() {
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const back = useBack(PHONE_PAGES.member);
  const member = user.data?.show === 1;
  const tab = !member || params.get('tab') === 'query' ? 'query' : 'mine';
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{member ? '电子发票' : '电子发票查验'}</NavBar>
      {user.isPending ? (
        <div className="yc-loading">加载中…</div>
      ) : member ? (
        <>
          <Tabs activeKey={tab} onChange={(k) => setParams(k === 'query' ? { tab: 'query' } : {}, { replace: true })} className={styles.tabs}>
            <Tabs.Tab key="mine" title="我的发票" />
            <Tabs.Tab key="query" title="发票查验" />
          </Tabs>
          {tab === 'mine' ? <MyInvoices /> : <InvoiceCheck />}
        </>
      ) : (
        <InvoiceCheck />
      )}
    </div>
  );
}

function MyInvoices() {
  const list = useInfiniteQuery({
    queryKey: ['invoices', 'list', 'phone'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.invoices.list, { query: { page: pageParam, page_size: PAGE_SIZE } }),
    getNextPageParam: nextPageOf,
  });
  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div data-testid="phone-invoice-list">
      {list.isSuccess && rows.length === 0 && <Empty description="暂无电子发票，订单完成后将自动开具" />}
      {rows.map((i) => (
        <InvoiceCard key={i.id} invoice={i} />
      ))}
      {rows.length > 0 || list.isPending ? <MoreOnScroll query={list} /> : null}
    </div>
  );
}

type Checked = OutputOf<typeof api.invoices.query>;

function InvoiceCheck() {
  const [no, setNo] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Checked | null>(null);
  const check = async () => {
    setBusy(true);
    setResult(null);
    try {
      setResult(await call(api.invoices.query, { query: { invoice_no: no.trim(), check_code: code.trim() } }));
    } catch {
      // the request client shows the server's message (未查询到该发票…, 查询过于频繁…)
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p className={styles.intro}>{QUERY_INTRO}</p>
      <Form
        layout="horizontal"
        mode="card"
        footer={
          <Button block color="primary" size="large" loading={busy} disabled={!no.trim() || !code.trim()} onClick={() => void check()}>
            查验
          </Button>
        }
      >
        <Form.Item label="发票号码">
          <Input value={no} onChange={setNo} inputMode="numeric" maxLength={20} placeholder="20位发票号码" clearable />
        </Form.Item>
        <Form.Item label="校验码">
          <Input value={code} onChange={setCode} inputMode="numeric" maxLength={20} placeholder="校验码后6位" clearable />
        </Form.Item>
      </Form>
      {result && (
        <section className={styles.card} data-testid="phone-invoice-checked">
          <header className={styles.head}>
            <span className={styles.no}>{result.invoice_no}</span>
            <Tag color={result.status === 1 ? 'success' : 'warning'} fill="outline">
              {result.status_text}
            </Tag>
          </header>
          <div className={styles.facts}>
            <span>发票类型</span>
            <span>{result.type_text}</span>
            <span>购买方</span>
            <span>{result.title}</span>
            <span>销售方</span>
            <span>{result.seller_name}</span>
            <span>开票日期</span>
            <span>{chinaDay(result.issued_at) || '—'}</span>
            <span>价税合计</span>
            <span className="yc-price">{yuan(result.amount)}</span>
          </div>
        </section>
      )}
    </>
  );
}
