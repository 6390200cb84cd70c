import { useNavigate } from 'react-router';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Empty, ErrorBlock, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { chinaDay, PHONE_PAGES, quantityRule, type FavoriteItem } from '@yaocai/contract';
import { GoodsRow } from '../../components/goods-row';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { useAddToCart } from '../../lib/add-to-cart';
import { FAVORITES_KEY, forgetFavorites } from '../../lib/favorites';
import { useBack } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import styles from './favorites.module.css';

const PAGE_SIZE = 20;
const LIST_KEY = [...FAVORITES_KEY, 'list'] as const;

/**
 * /star on a phone: the goods the member keeps, newest first, priced and stocked as they are now; 加入购物车 (the
 * smallest quantity the goods sells in) and 取消收藏 on each.
 */
export default function FavoritesPage() {
  const back = useBack(PHONE_PAGES.member);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const add = useAddToCart();
  const favorites = useInfiniteQuery({
    queryKey: LIST_KEY,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.favorites.list, { query: { page: pageParam, page_size: PAGE_SIZE } }),
    getNextPageParam: nextPageOf,
    staleTime: 0,
  });
  const list = favorites.data?.pages.flatMap((p) => p.list) ?? [];
  const total = favorites.data?.pages[0]?.total ?? 0;
  const cancel = useMutation({
    mutationFn: (ids: number[]) => call(api.favorites.cancel, { body: { goods_ids: ids } }).then(() => ids),
    onSuccess: async (ids) => {
      Toast.show({ icon: 'success', content: '取消收藏成功' });
      forgetFavorites(qc, ids);
      await qc.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
  const confirmCancel = (g: FavoriteItem) =>
    void Dialog.confirm({ content: '确定取消收藏该商品吗？', confirmText: '确定', cancelText: '取消', onConfirm: () => cancel.mutate([g.id]) });

  return (
    <div className={styles.page}>
      <NavBar onBack={back}>我的收藏</NavBar>
      {favorites.isError && list.length === 0 && <ErrorBlock status="default" title="加载失败" description="请检查网络后重试" />}
      {favorites.isSuccess && list.length === 0 ? (
        <div className={styles.empty}>
          <Empty description="暂无收藏的商品" />
          <Button color="primary" fill="outline" onClick={() => navigate(PHONE_PAGES.search)}>
            去逛逛
          </Button>
        </div>
      ) : (
        total > 0 && <div className={styles.count}>共 {total} 件商品</div>
      )}
      {list.map((g) => {
        const buyable = g.is_buy === 1 && g.number > 0 && g.base_price !== null;
        return (
          <section key={g.id} className={styles.item} data-testid="phone-favorite-item" data-goods-id={g.id}>
            <GoodsRow goods={g} />
            <div className={styles.actions}>
              <span className={styles.when}>收藏于 {chinaDay(g.favorited_at)}</span>
              <div className={styles.buttons}>
                <Button size="small" fill="outline" loading={cancel.isPending && cancel.variables?.[0] === g.id} onClick={() => confirmCancel(g)}>
                  取消收藏
                </Button>
                <Button
                  size="small"
                  color="primary"
                  disabled={!buyable}
                  loading={add.isPending && add.variables?.goods_id === g.id}
                  onClick={() => add.mutate({ goods_id: g.id, number: quantityRule(g).min })}
                >
                  {g.number <= 0 ? '暂时缺货' : buyable ? '加入购物车' : '暂不可购买'}
                </Button>
              </div>
            </div>
          </section>
        );
      })}
      <MoreOnScroll query={favorites} />
    </div>
  );
}
