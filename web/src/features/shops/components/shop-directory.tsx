import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Table } from 'antd';
import { AppstoreOutlined, BarsOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { ShopSummary } from '@yaocai/contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatMoney } from '../../../lib/money';
import { shopsQuery } from '../api/shops';
import { shopsText as t } from '../text';
import styles from './shop-directory.module.css';

export const shopGoodsHref = (id: number) => `/list?shop_id=${id}`;

function ShopTile({ shop }: { shop: ShopSummary }) {
  return (
    <Link to={shopGoodsHref(shop.id)} className={styles.tile} data-testid="shop-card">
      <img src={shop.logo} alt="" className={styles.logo} loading="lazy" />
      <div className={styles.name} title={shop.name}>
        {shop.name}
      </div>
      <div className={styles.meta}>
        <EnvironmentOutlined /> {shop.province} {shop.city}
      </div>
      <div className={styles.stats}>
        <span>{t.goodsCount(shop.goods_count)}</span>
        <span className={styles.em}>满{formatMoney(shop.shipping_amount)}包邮</span>
      </div>
      <span className={styles.enter}>{t.enter}</span>
    </Link>
  );
}

/** /shops (宫格) and /shoplist (列表): every merchant with logo, location, goods count and free-shipping threshold. */
export function ShopDirectory({ view }: { view: 'grid' | 'list' }) {
  const { data, isPending } = useQuery(shopsQuery);
  const shops = data ?? [];
  return (
    <section className={styles.page} data-testid="shop-directory">
      <header className={styles.head}>
        <h1 className={styles.title}>{t.title}</h1>
        <span className={styles.sub}>
          {t.sub}
          {data ? ` · 共 ${shops.length} 家` : ''}
        </span>
        <span className={styles.views}>
          <Link to="/shops">
            <Button size="small" type={view === 'grid' ? 'primary' : 'default'} icon={<AppstoreOutlined />}>
              {t.grid}
            </Button>
          </Link>
          <Link to="/shoplist">
            <Button size="small" type={view === 'list' ? 'primary' : 'default'} icon={<BarsOutlined />}>
              {t.list}
            </Button>
          </Link>
        </span>
      </header>
      {isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {!isPending && shops.length === 0 && <EmptyState />}
      {shops.length > 0 && view === 'grid' && (
        <div className={styles.grid}>
          {shops.map((s) => (
            <ShopTile key={s.id} shop={s} />
          ))}
        </div>
      )}
      {shops.length > 0 && view === 'list' && (
        <Table<ShopSummary>
          rowKey="id"
          size="middle"
          bordered
          pagination={false}
          dataSource={shops}
          onRow={() => ({ 'data-testid': 'shop-row' }) as HTMLAttributes<HTMLElement>}
          columns={[
            {
              title: '商家',
              key: 'name',
              render: (_, s) => (
                <Link to={shopGoodsHref(s.id)} className={styles.rowName}>
                  <img src={s.logo} alt="" className={styles.rowLogo} loading="lazy" />
                  {s.name}
                </Link>
              ),
            },
            { title: t.location, key: 'loc', width: 180, render: (_, s) => `${s.province} ${s.city}` },
            { title: '在售品种', dataIndex: 'goods_count', width: 110, align: 'right' },
            { title: t.freeShippingFrom, dataIndex: 'shipping_amount', width: 140, align: 'right', render: (n: number) => `满${formatMoney(n)}` },
            {
              title: '操作',
              key: 'op',
              width: 120,
              render: (_, s) => (
                <Link to={shopGoodsHref(s.id)}>
                  <Button size="small" type="primary" ghost>
                    {t.enter}
                  </Button>
                </Link>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
