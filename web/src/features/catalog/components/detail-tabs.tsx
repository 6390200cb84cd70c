import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from 'antd';
import type { GoodsDetail } from '@yaocai/contract';
import { PlainTabs } from '../../../components/ui/plain-tabs';
import { DetailSpecs } from './detail-specs';
import styles from './detail-tabs.module.css';

// The four other tabs load their code when first opened (antd's Table and Pagination are most of it), or when the
// pointer comes to their name: nothing of them is downloaded with the page.
const load = {
  insert: () => import('./detail-insert'),
  reports: () => import('./detail-reports'),
  documents: () => import('./detail-documents'),
  purchases: () => import('./detail-purchases'),
};
const DetailInsert = lazy(() => load.insert().then((m) => ({ default: m.DetailInsert })));
const DetailReports = lazy(() => load.reports().then((m) => ({ default: m.DetailReports })));
const DetailDocuments = lazy(() => load.documents().then((m) => ({ default: m.DetailDocuments })));
const DetailPurchases = lazy(() => load.purchases().then((m) => ({ default: m.DetailPurchases })));

const KEYS = ['info', 'insert', 'reports', 'documents', 'purchases'] as const;
type TabKey = (typeof KEYS)[number];

/**
 * A lazily loaded tab: its name starts loading its code when the pointer comes to it, and while the code loads the tab
 * shows the same placeholder as while its data loads (`rows` of skeleton).
 */
function lazyTab(key: keyof typeof load, label: string, rows: number | undefined, content: ReactNode) {
  return {
    key,
    label: <span onMouseEnter={() => void load[key]().catch(() => undefined)}>{label}</span>,
    children: <Suspense fallback={<Skeleton active paragraph={rows ? { rows } : undefined} />}>{content}</Suspense>,
  };
}

/**
 * Below the buy panel: the goods' facts, its 说明书, its batches' 质检报告, its 首营资料 and 采购记录 (`?tab=` keeps the open
 * one). `loginHref`: where a signed-out visitor signs in to open documents (null when signed in).
 */
export function DetailTabs({ goods, loginHref }: { goods: GoodsDetail; loginHref: string | null }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const active: TabKey = KEYS.includes(raw as TabKey) ? (raw as TabKey) : 'info';
  const open = (key: string) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (key === 'info') q.delete('tab');
        else q.set('tab', key);
        return q;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <PlainTabs
      className={styles.tabs}
      activeKey={active}
      onChange={open}
      data-testid="detail-tabs"
      items={[
        { key: 'info', label: '商品信息', children: <DetailSpecs goods={goods} titled={false} /> },
        lazyTab('insert', '说明书', 8, <DetailInsert goodsId={goods.id} />),
        lazyTab('reports', '质检报告', 3, <DetailReports goodsId={goods.id} />),
        lazyTab('documents', '首营资料', undefined, <DetailDocuments goodsId={goods.id} shopId={goods.shop_info.id} loginHref={loginHref} />),
        lazyTab('purchases', '采购记录', 4, <DetailPurchases goodsId={goods.id} />),
      ]}
    />
  );
}
