import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { GoodsCard as Goods } from '@yaocai/contract';
import { AddToCartButton } from './add-to-cart-button';
import { Expiry } from './expiry';
import { FavoriteButton } from './favorite-button';
import { goodsHref } from './goods-card';
import { MutedMoney, Price } from './price';
import { quantityRule } from '@yaocai/contract';
import { QuantityStepper } from './quantity-stepper';
import { TagBadges } from './tag-badges';
import styles from './goods-table.module.css';

function BuyCell({ goods, extra }: { goods: Goods; extra: ReactNode }) {
  const rule = quantityRule(goods);
  const [n, setN] = useState(rule.min);
  const blocked = goods.number <= 0 || goods.is_buy !== 1;
  return (
    <div className={styles.buy}>
      <QuantityStepper size="small" value={n} onChange={setN} rule={rule} disabled={blocked} />
      <AddToCartButton item={{ goods_id: goods.id, number: n }} size="small" compact disabled={blocked} />
      {extra}
    </div>
  );
}

interface Options<T extends Goods> {
  compact: boolean;
  extraColumns: TableColumnsType<T>;
  actions?: (g: T) => ReactNode;
  nameTestId?: string;
}

/** `compact` (member-centre width): spec and maker move under the name; approval number and middle pack drop out. */
function columnsFor<T extends Goods>({ compact, extraColumns, actions, nameTestId }: Options<T>): TableColumnsType<T> {
  const all: TableColumnsType<T> = [
    {
      title: '商品名称',
      key: 'name',
      render: (_, g) => (
        <div className={styles.nameCell}>
          <Link to={goodsHref(g.id)} className={styles.thumb}>
            <img src={g.goods_image[0]} alt="" loading="lazy" />
          </Link>
          <div className={styles.nameText}>
            <Link to={goodsHref(g.id)} className={styles.name} title={g.name} data-testid={nameTestId}>
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
    ...extraColumns,
    {
      title: '操作',
      key: 'buy',
      width: actions ? 250 : 234,
      render: (_, g) => <BuyCell goods={g} extra={actions ? actions(g) : <FavoriteButton goodsId={g.id} />} />,
    },
  ];
  const wide = new Set(['ypgg', 'sccj', 'approval_no', 'middle_pack']);
  return compact ? all.filter((c) => !wide.has(String((c as { dataIndex?: string }).dataIndex ?? ''))) : all;
}

interface Props<T extends Goods> {
  goods: T[];
  loading?: boolean;
  compact?: boolean;
  /** Columns a page adds before 操作 (/star: 收藏时间). */
  extraColumns?: TableColumnsType<T>;
  /** What sits beside the buy controls instead of the 收藏 heart (/star: 取消收藏). */
  actions?: (g: T) => ReactNode;
  rowSelection?: TableProps<T>['rowSelection'];
  pagination?: TableProps<T>['pagination'];
  nameTestId?: string;
}

/** The dense list view wholesale buyers work in: one row per goods with every field they compare. */
export function GoodsTable<T extends Goods>({
  goods,
  loading = false,
  compact = false,
  extraColumns = [],
  actions,
  rowSelection,
  pagination = false,
  nameTestId,
}: Props<T>) {
  return (
    <div className={styles.wrap} data-testid="goods-table">
      <Table<T>
        rowKey="id"
        size="small"
        bordered
        columns={columnsFor({ compact, extraColumns, actions, nameTestId })}
        dataSource={goods}
        loading={loading}
        rowSelection={rowSelection}
        pagination={pagination}
        locale={{ emptyText: '暂无数据' }}
        onRow={() => ({ 'data-testid': 'goods-row' }) as HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}
