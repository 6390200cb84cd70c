import { useState } from 'react';
import { chinaDay } from '@yaocai/contract';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Segmented, Table } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatMoney } from '../../../lib/money';
import { buyAgain, fastBuyQuery, type FastBuyItem } from '../api/orders';
import { ordersText as t } from '../text';
import styles from './orders.module.css';
import { CART_QUERY_KEY } from '../../../lib/query-keys';

/** /kjcg: goods bought before, by how often or how recently; one row or the ticked ones back into the cart. */
export function FastBuy() {
  const [params, setParams] = useSearchParams();
  const order = params.get('order') === 'recent' ? 'recent' : 'times';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isFetching } = useQuery(fastBuyQuery(page, order));
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState<number | 'batch' | null>(null);
  const { message } = App.useApp();
  const qc = useQueryClient();

  const add = async (ids: number[], key: number | 'batch') => {
    setBusy(key);
    try {
      const r = await buyAgain(ids);
      message.success(r.refused.length > 0 ? `${t.added}（${r.refused.map((x) => x.reason).join('；')}）` : t.added);
      void qc.invalidateQueries({ queryKey: CART_QUERY_KEY });
      if (key === 'batch') setPicked([]);
    } catch {
      // the request client shows it
    } finally {
      setBusy(null);
    }
  };
  const go = (next: { order?: string; page?: number }) => {
    const p = new URLSearchParams();
    if ((next.order ?? order) === 'recent') p.set('order', 'recent');
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <section className={styles.card} data-testid="fast-buy">
      <h3 className={styles.cardTitle}>{t.fastTitle}</h3>
      <p className={styles.intro}>{t.fastIntro}</p>
      <div className={styles.toolbar}>
        <Segmented
          value={order}
          onChange={(v) => go({ order: String(v) })}
          options={[
            { value: 'times', label: t.fastOrder.times },
            { value: 'recent', label: t.fastOrder.recent },
          ]}
        />
        <span className={styles.grow} />
        <Button
          type="primary"
          disabled={picked.length === 0}
          loading={busy === 'batch'}
          onClick={() => void add(picked, 'batch')}
          data-testid="fast-buy-batch"
        >
          {t.addSelected(picked.length)}
        </Button>
      </div>
      {data && data.total === 0 ? (
        <EmptyState text={t.fastEmpty} />
      ) : (
        <Table<FastBuyItem>
          rowKey="goods_id"
          loading={!data || isFetching}
          dataSource={data?.list ?? []}
          rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys.map(Number)) }}
          pagination={{
            current: page,
            pageSize: 20,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (p) => go({ page: p }),
          }}
          columns={[
            {
              title: t.fastCols.goods,
              key: 'goods',
              render: (_, g) => (
                <div className={styles.goodsCell}>
                  <img src={g.image} alt={g.name} />
                  <div>
                    <Link to={`/list/info/${g.goods_id}`}>{g.name}</Link>
                    <div className={styles.small}>
                      {g.spec}
                      {'\u3000'}
                      {g.manufacturer}
                    </div>
                  </div>
                </div>
              ),
            },
            { title: t.fastCols.times, dataIndex: 'times', width: 90, align: 'center' },
            { title: t.fastCols.total, key: 'total', width: 90, align: 'center', render: (_, g) => `${g.total_number}${g.unit}` },
            { title: t.fastCols.lastPrice, dataIndex: 'last_price', width: 100, align: 'right', render: (v: number) => formatMoney(v) },
            { title: t.fastCols.lastNumber, key: 'ln', width: 90, align: 'center', render: (_, g) => `${g.last_number}${g.unit}` },
            { title: t.fastCols.lastAt, dataIndex: 'last_at', width: 110, render: (v: string) => chinaDay(v) },
            {
              title: t.fastCols.action,
              key: 'add',
              width: 120,
              render: (_, g) => (
                <Button
                  size="small"
                  type="primary"
                  ghost
                  loading={busy === g.goods_id}
                  onClick={() => void add([g.goods_id], g.goods_id)}
                  data-testid="fast-buy-add"
                >
                  {t.addCart}
                </Button>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
