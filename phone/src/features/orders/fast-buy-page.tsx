import { useState } from 'react';
import { generatePath, Link, useSearchParams } from 'react-router';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Empty, ErrorBlock, Image, Tabs, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { chinaDay, PHONE_PAGES, type OutputOf } from '@yaocai/contract';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { yuan } from '../../lib/money';
import { nextPageOf } from '../../lib/paging';
import { CART_KEY, USER_KEY } from '../../lib/query-client';
import styles from './fast-buy.module.css';

type Item = OutputOf<typeof api.orders.fastBuy>['list'][number];
const PAGE_SIZE = 20;

/**
 * /kjcg on a phone, the member centre's 常购清单: the goods this member has bought, by how often or how lately, each
 * with its last price and quantity; 加入购物车 puts one back in the cart at its last quantity (POST /api/user/buy, the
 * desktop's 快捷采购), and the ticked ones go together.
 */
export default function FastBuyPage() {
  const [params, setParams] = useSearchParams();
  const order = params.get('order') === 'recent' ? 'recent' : 'times';
  const back = useBack(PHONE_PAGES.member);
  const qc = useQueryClient();
  const [picked, setPicked] = useState<number[]>([]);
  const items = useInfiniteQuery({
    queryKey: ['orders', 'fast-buy', order],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.orders.fastBuy, { query: { page: pageParam, page_size: PAGE_SIZE, order } }),
    getNextPageParam: nextPageOf,
    staleTime: 0,
  });
  const list = items.data?.pages.flatMap((p) => p.list) ?? [];
  const add = useMutation({
    mutationFn: (ids: number[]) => call(api.orders.buyAgain, { body: { goods_ids: ids } }),
    onSuccess: (r, ids) => {
      const refused = r.refused.map((x) => x.reason).join('；');
      Toast.show({
        icon: refused && r.refused.length >= ids.length ? 'fail' : 'success',
        content: refused ? `已加入购物车（${refused}）` : '已加入购物车',
      });
      setPicked((p) => p.filter((id) => !ids.includes(id)));
      void qc.invalidateQueries({ queryKey: CART_KEY });
      void qc.invalidateQueries({ queryKey: USER_KEY });
    },
  });
  const allPicked = list.length > 0 && picked.length === list.length;

  return (
    <div className={styles.page}>
      <NavBar onBack={back}>常购清单</NavBar>
      <Tabs
        className={styles.tabs}
        activeKey={order}
        onChange={(k) => {
          setPicked([]);
          setParams(k === 'recent' ? { order: 'recent' } : {}, { replace: true });
        }}
      >
        <Tabs.Tab key="times" title="按购买次数" />
        <Tabs.Tab key="recent" title="按最近购买" />
      </Tabs>
      <p className={styles.intro}>按您的采购记录，一键把常购商品加入购物车（按最近一次的数量）</p>
      {items.isError && list.length === 0 && <ErrorBlock status="default" title="加载失败" description="请检查网络后重试" />}
      {items.isSuccess && list.length === 0 && <Empty description="暂无采购记录，下单后这里会列出您的常购商品" />}
      {list.map((g) => (
        <Row
          key={g.goods_id}
          item={g}
          picked={picked.includes(g.goods_id)}
          onPick={(on) => setPicked((p) => (on ? [...p, g.goods_id] : p.filter((id) => id !== g.goods_id)))}
          adding={add.isPending && add.variables?.length === 1 && add.variables[0] === g.goods_id}
          onAdd={() => add.mutate([g.goods_id])}
        />
      ))}
      <MoreOnScroll query={items} />
      {list.length > 0 && (
        <div className={styles.bar}>
          <Checkbox
            checked={allPicked}
            indeterminate={picked.length > 0 && !allPicked}
            onChange={(on) => setPicked(on ? list.map((g) => g.goods_id) : [])}
          >
            全选
          </Checkbox>
          <Button
            color="primary"
            disabled={picked.length === 0}
            loading={add.isPending && (add.variables?.length ?? 0) > 1}
            onClick={() => add.mutate(picked)}
          >
            批量加入购物车（{picked.length}）
          </Button>
        </div>
      )}
    </div>
  );
}

function Row({
  item: g,
  picked,
  onPick,
  adding,
  onAdd,
}: {
  item: Item;
  picked: boolean;
  onPick: (on: boolean) => void;
  adding: boolean;
  onAdd: () => void;
}) {
  return (
    <section className={styles.item} data-testid="phone-fast-buy-item" data-goods-id={g.goods_id}>
      <div className={styles.pick}>
        <Checkbox checked={picked} onChange={onPick} aria-label={`选择${g.name}`} />
      </div>
      <div className={styles.body}>
        <Link to={generatePath(PHONE_PAGES.goodsDetail, { id: String(g.goods_id) })} className={styles.goods}>
          <Image src={g.image} width={72} height={72} fit="contain" lazy alt={g.name} />
          <div className={styles.info}>
            <div className={styles.name}>{g.name}</div>
            <div className={styles.meta}>
              {g.spec} · {g.manufacturer}
            </div>
            <div className={styles.stats}>
              购买 {g.times} 次 · 累计 {g.total_number}
              {g.unit} · {chinaDay(g.last_at)}
            </div>
          </div>
        </Link>
        <div className={styles.foot}>
          <span className={styles.last}>
            最近 <span className="yc-price">{yuan(g.last_price)}</span> × {g.last_number}
            {g.unit}
          </span>
          <Button size="small" color="primary" fill="outline" loading={adding} onClick={onAdd}>
            加入购物车
          </Button>
        </div>
      </div>
    </section>
  );
}
