import { useState } from 'react';
import { chinaDay } from '@yaocai/contract';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { HeartOutlined } from '@ant-design/icons';
import { EmptyState } from '../../../components/ui/empty-state';
import { GoodsTable } from '../../../components/ui/goods-table';
import { quantityRule } from '@yaocai/contract';
import { useAddToCart } from '../../../components/ui/use-add-to-cart';
import { cancelFavorites, FAVORITES_QUERY_KEY, favoriteStateKey } from '../../../lib/favorites';
import { favoritesQuery, FAVORITES_PAGE_SIZE, type FavoriteItem } from '../api/favorites';
import styles from './favorite-list.module.css';

/** /star: the member's favourites with today's price and stock; buy from here, one by one or all selected at once. */
export function FavoriteList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isFetching } = useQuery(favoritesQuery(page));
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { add, pending: adding } = useAddToCart();
  const [selected, setSelected] = useState<number[]>([]);

  const list = data?.list ?? [];
  const chosen = list.filter((g) => selected.includes(g.id));

  const cancel = async (ids: number[]) => {
    try {
      await cancelFavorites(ids);
      message.success('取消收藏成功');
      for (const id of ids) queryClient.setQueryData(favoriteStateKey(id), false);
      setSelected((s) => s.filter((id) => !ids.includes(id)));
      // The last row of a later page gone: show the page before.
      if (list.length === ids.length && page > 1) setParams({ page: String(page - 1) });
      await queryClient.invalidateQueries({ queryKey: [...FAVORITES_QUERY_KEY, 'page'] });
    } catch {
      // The request client has shown why.
    }
  };

  const buySelected = () => {
    const buyable = chosen.filter((g) => g.number > 0 && g.is_buy === 1);
    if (buyable.length === 0) {
      message.warning('所选商品暂不可购买');
      return;
    }
    add(buyable.map((g) => ({ goods_id: g.id, number: quantityRule(g).min })));
  };

  return (
    <section className={styles.card} data-testid="favorite-list">
      <div className={styles.head}>
        <h3 className={styles.title}>
          我的收藏<span className={styles.count}>共 {data?.total ?? 0} 件商品</span>
        </h3>
        <div className={styles.tools}>
          <Button type="primary" danger disabled={chosen.length === 0} loading={adding} onClick={buySelected}>
            批量加入购物车
          </Button>
          <Popconfirm
            title={`确定取消收藏所选的 ${chosen.length} 件商品吗？`}
            okText="确定"
            cancelText="取消"
            disabled={chosen.length === 0}
            onConfirm={() => cancel(chosen.map((g) => g.id))}
          >
            <Button disabled={chosen.length === 0}>批量取消收藏</Button>
          </Popconfirm>
        </div>
      </div>
      {!isPending && list.length === 0 ? (
        <EmptyState text="暂无收藏的商品">
          <Link to="/list">
            <Button icon={<HeartOutlined />}>去逛逛</Button>
          </Link>
        </EmptyState>
      ) : (
        <GoodsTable<FavoriteItem>
          compact
          goods={list}
          loading={isFetching}
          nameTestId="favorite-name"
          extraColumns={[
            {
              title: '收藏时间',
              dataIndex: 'favorited_at',
              width: 104,
              render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{chinaDay(v)}</span>,
            },
          ]}
          actions={(g) => (
            <Popconfirm title="确定取消收藏该商品吗？" okText="确定" cancelText="取消" onConfirm={() => cancel([g.id])}>
              <Button type="link" size="small" data-testid="favorite-cancel">
                取消收藏
              </Button>
            </Popconfirm>
          )}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
          pagination={{
            current: page,
            pageSize: FAVORITES_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (p) => {
              setSelected([]);
              setParams(p > 1 ? { page: String(p) } : {});
            },
          }}
        />
      )}
    </section>
  );
}
