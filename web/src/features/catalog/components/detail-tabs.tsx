import { useSearchParams } from 'react-router';
import { Tabs } from 'antd';
import type { GoodsDetail } from '@yaocai/contract';
import { DetailDocuments } from './detail-documents';
import { DetailInsert } from './detail-insert';
import { DetailPurchases } from './detail-purchases';
import { DetailReports } from './detail-reports';
import { DetailSpecs } from './detail-specs';
import styles from './detail-tabs.module.css';

const KEYS = ['info', 'insert', 'reports', 'documents', 'purchases'] as const;
type TabKey = (typeof KEYS)[number];

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
    <Tabs
      className={styles.tabs}
      activeKey={active}
      onChange={open}
      data-testid="detail-tabs"
      items={[
        { key: 'info', label: '商品信息', children: <DetailSpecs goods={goods} titled={false} /> },
        { key: 'insert', label: '说明书', children: <DetailInsert goodsId={goods.id} /> },
        { key: 'reports', label: '质检报告', children: <DetailReports goodsId={goods.id} /> },
        { key: 'documents', label: '首营资料', children: <DetailDocuments goodsId={goods.id} shopId={goods.shop_info.id} loginHref={loginHref} /> },
        { key: 'purchases', label: '采购记录', children: <DetailPurchases goodsId={goods.id} /> },
      ]}
    />
  );
}
