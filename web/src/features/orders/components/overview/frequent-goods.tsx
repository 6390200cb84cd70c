import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Skeleton } from 'antd';
import { EmptyState } from '../../../../components/ui/empty-state';
import { formatMoney } from '../../../../lib/money';
import { CART_QUERY_KEY } from '../../../../lib/query-keys';
import { buyAgain, fastBuyQuery } from '../../api/orders';
import styles from './overview.module.css';

const SHOWN = 6;

/** /user: 常购商品 — what this buyer orders most, at the last price paid, back into the cart in one click. */
export function FrequentGoods() {
  const { data, isPending } = useQuery(fastBuyQuery(1, 'times'));
  const [busy, setBusy] = useState<number | null>(null);
  const { message } = App.useApp();
  const qc = useQueryClient();
  if (isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  const goods = data?.list.slice(0, SHOWN) ?? [];
  if (goods.length === 0) return <EmptyState text="下单后，这里会列出您常买的商品，方便一键补货" />;

  const add = async (goodsId: number) => {
    setBusy(goodsId);
    try {
      const r = await buyAgain([goodsId]);
      if (r.refused.length > 0) message.warning(r.refused.map((x) => x.reason).join('；'));
      else message.success('已按上次数量加入购物车');
      void qc.invalidateQueries({ queryKey: CART_QUERY_KEY });
    } catch {
      // the request client shows it
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.frequent} data-testid="frequent-goods">
      {goods.map((g) => (
        <div key={g.goods_id} className={styles.goods}>
          <Link to={`/list/info/${g.goods_id}`} className={styles.goodsImage}>
            <img src={g.image} alt={g.name} loading="lazy" />
          </Link>
          <Link to={`/list/info/${g.goods_id}`} className={styles.goodsName} title={g.name}>
            {g.name}
          </Link>
          <div className={styles.goodsMeta} title={`${g.spec} ${g.manufacturer}`}>
            {g.spec}
          </div>
          <div className={styles.goodsMeta} title={g.manufacturer}>
            {g.manufacturer}
          </div>
          <div className={styles.goodsFoot}>
            <span>
              <span className={styles.muted}>上次 </span>
              <strong className={styles.price}>{formatMoney(g.last_price)}</strong>
            </span>
            <span className={styles.muted}>买过{g.times}次</span>
          </div>
          <Button size="small" block loading={busy === g.goods_id} onClick={() => void add(g.goods_id)}>
            再次购买 ×{g.last_number}
          </Button>
        </div>
      ))}
    </div>
  );
}
