import { useState, type HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { Table, type TableColumnsType } from 'antd';
import type { GoodsCard as Goods } from '@yaocai/contract';
import { AddToCartButton } from './add-to-cart-button';
import { Expiry } from './expiry';
import { FavoriteButton } from './favorite-button';
import { goodsHref } from './goods-card';
import { MutedMoney, Price } from './price';
import { quantityRule } from './quantity';
import { QuantityStepper } from './quantity-stepper';
import { TagBadges } from './tag-badges';
import styles from './goods-table.module.css';

function BuyCell({ goods }: { goods: Goods }) {
  const rule = quantityRule(goods);
  const [n, setN] = useState(rule.min);
  return (
    <div className={styles.buy}>
      <QuantityStepper size="small" value={n} onChange={setN} rule={rule} disabled={goods.number <= 0} />
      <AddToCartButton item={{ goods_id: goods.id, number: n }} size="small" compact disabled={goods.number <= 0} />
      <FavoriteButton goodsId={goods.id} />
    </div>
  );
}

/** `compact` (member-centre width): spec and maker move under the name; approval number and middle pack drop out. */
function columnsFor(compact: boolean): TableColumnsType<Goods> {
  const all: TableColumnsType<Goods> = [
    {
      title: '商品名称',
      key: 'name',
      render: (_, g) => (
        <div className={styles.nameCell}>
          <Link to={goodsHref(g.id)} className={styles.thumb}>
            <img src={g.goods_image[0]} alt="" loading="lazy" />
          </Link>
          <div className={styles.nameText}>
            <Link to={goodsHref(g.id)} className={styles.name} title={g.name}>
              {g.name}
            </Link>
            {compact && (
              <div className={styles.sub} title={`${g.ypgg} · ${g.sccj}`}>
                <span className={styles.shop}>
                  {g.ypgg} · {g.sccj}
                </span>
              </div>
            )}
            <div className={styles.sub}>
              <TagBadges tags={g.tags} max={3} />
              <span className={styles.shop} title={g.shop.name}>
                {g.shop.name}
              </span>
            </div>
          </div>
        </div>
      ),
    },
    { title: '规格', dataIndex: 'ypgg', width: 110, ellipsis: true },
    { title: '生产厂家', dataIndex: 'sccj', width: 150, ellipsis: true },
    { title: '批准文号', dataIndex: 'approval_no', width: 140, ellipsis: true, render: (v: string) => v || '—' },
    { title: '效期', key: 'expiry', width: 126, render: (_, g) => <Expiry date={g.expiry_date} nearExpiry={g.near_expiry} /> },
    {
      title: '库存',
      dataIndex: 'number',
      width: 64,
      align: 'right',
      render: (n: number) => (n > 0 ? n : <span className={styles.out}>缺货</span>),
    },
    { title: '中包装', dataIndex: 'middle_pack', width: 58, align: 'right', render: (n: number, g) => `${n || 1}${g.bzdw}` },
    {
      title: '价格',
      key: 'price',
      width: 104,
      render: (_, g) => (
        <div className={styles.price}>
          <Price fen={g.base_price} tip={g.price_tip} size="sm" />
          <MutedMoney fen={g.retail_price} label="零售" />
        </div>
      ),
    },
    { title: '操作', key: 'buy', width: 234, render: (_, g) => <BuyCell goods={g} /> },
  ];
  const wide = new Set(['ypgg', 'sccj', 'approval_no', 'middle_pack']);
  return compact ? all.filter((c) => !wide.has(String((c as { dataIndex?: string }).dataIndex ?? ''))) : all;
}

/** The dense list view wholesale buyers work in: one row per goods with every field they compare. */
export function GoodsTable({ goods, loading = false, compact = false }: { goods: Goods[]; loading?: boolean; compact?: boolean }) {
  return (
    <div className={styles.wrap} data-testid="goods-table">
      <Table<Goods>
        rowKey="id"
        size="small"
        bordered
        columns={columnsFor(compact)}
        dataSource={goods}
        loading={loading}
        pagination={false}
        locale={{ emptyText: '暂无数据' }}
        onRow={() => ({ 'data-testid': 'goods-row' }) as HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}
