import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { List, Tabs } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { INSERT_FIELDS } from '@yaocai/contract';
import { DocumentList } from '../../components/document-list';
import { call } from '../../lib/api-client';
import styles from './catalog.module.css';

type Tab = 'insert' | 'reports' | 'documents';

/**
 * The goods page's 说明书 / 质检报告 / 首营资料, the desktop's tabs (same endpoints and words); each tab asks the server only
 * when opened. Files open in the phone's own viewer (a new tab): PDF and pictures both.
 */
export default function GoodsDocuments({ goodsId, signedIn, loginHref }: { goodsId: number; signedIn: boolean; loginHref: string }) {
  const [tab, setTab] = useState<Tab>('insert');
  return (
    <section className={styles.card} data-testid="phone-goods-documents">
      <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)}>
        <Tabs.Tab title="说明书" key="insert">
          <Insert goodsId={goodsId} />
        </Tabs.Tab>
        <Tabs.Tab title="质检报告" key="reports">
          {tab === 'reports' && <Reports goodsId={goodsId} />}
        </Tabs.Tab>
        <Tabs.Tab title="首营资料" key="documents">
          {tab === 'documents' && <Documents goodsId={goodsId} signedIn={signedIn} loginHref={loginHref} />}
        </Tabs.Tab>
      </Tabs>
    </section>
  );
}

const Waiting = () => <div className={styles.docNote}>加载中…</div>;

function Insert({ goodsId }: { goodsId: number }) {
  const { data, isPending } = useQuery({
    queryKey: ['goods', 'insert', goodsId],
    queryFn: () => call(api.catalog.insert, { query: { goods_id: goodsId } }, { silent: true }),
  });
  if (isPending) return <Waiting />;
  if (!data?.insert) return <p className={styles.docNote}>暂无电子说明书，请以药品包装内说明书为准</p>;
  const insert = data.insert;
  return (
    <div className={styles.insert} data-testid="phone-insert">
      <h2>{data.generic_name}说明书</h2>
      <p className={styles.insertWarn}>请仔细阅读说明书并在医师或药师指导下使用</p>
      <dl>
        <dt>【药品名称】</dt>
        <dd>通用名称：{data.generic_name}</dd>
        <dt>【规格】</dt>
        <dd>{data.spec}</dd>
        {INSERT_FIELDS.filter(([key]) => insert[key]).map(([key, label]) => (
          <div key={key}>
            <dt>【{label}】</dt>
            <dd>{insert[key]}</dd>
          </div>
        ))}
        <dt>【批准文号】</dt>
        <dd>{data.approval_no || '—'}</dd>
        <dt>【生产企业】</dt>
        <dd>{data.manufacturer}</dd>
      </dl>
    </div>
  );
}

function Reports({ goodsId }: { goodsId: number }) {
  const { data, isPending } = useQuery({
    queryKey: ['goods', 'reports', goodsId],
    queryFn: () => call(api.catalog.reports, { query: { goods_id: goodsId } }, { silent: true }),
  });
  if (isPending) return <Waiting />;
  if (!data || data.total === 0) return <p className={styles.docNote}>暂无该商品的质检报告，可联系专属客服索取</p>;
  return (
    <List data-testid="phone-reports">
      {data.list.map((r) => (
        <List.Item
          key={r.id}
          onClick={() => window.open(r.url, '_blank', 'noopener')}
          description={`${r.inspector} · ${r.inspected_on}${r.conclusion ? ` · ${r.conclusion}` : ''}`}
          extra="查看报告"
        >
          批号 {r.batch_no}
          <span className={styles.muted}> 报告编号 {r.report_no}</span>
        </List.Item>
      ))}
    </List>
  );
}

function Documents({ goodsId, signedIn, loginHref }: { goodsId: number; signedIn: boolean; loginHref: string }) {
  const { data, isPending } = useQuery({
    queryKey: ['first-camp', 'goods', goodsId],
    queryFn: () => call(api.firstCamp.goods, { params: { id: goodsId } }, { silent: true }),
  });
  if (isPending) return <Waiting />;
  return (
    <div data-testid="phone-documents">
      <DocumentList header="商品资料" list={data?.goods ?? []} signedIn={signedIn} loginHref={loginHref} />
      <DocumentList header="企业资料" list={data?.shop ?? []} signedIn={signedIn} loginHref={loginHref} />
      <p className={styles.docNote}>批次检验报告见“质检报告”；如需盖章件，可在订单详情中申请“索要首营资料”。</p>
    </div>
  );
}
