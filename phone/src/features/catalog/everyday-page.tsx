import { generatePath, Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty, Image, Tag } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES } from '@yaocai/contract';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import { useBack } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import styles from './browse.module.css';

/** /mrtj on a phone: today's specials, the special price beside the usual one struck through, endless. */
export default function EverydayPage() {
  const back = useBack(PHONE_PAGES.home);
  const list = useInfiniteQuery({
    queryKey: ['everyday'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.promotions.everydayPrice, { query: { page: pageParam, page_size: 20 } }),
    getNextPageParam: (last) => nextPageOf(last),
  });
  const pages = list.data?.pages ?? [];
  const goods = pages.flatMap((p) => p.list);
  return (
    <div className={styles.page}>
      <NavBar onBack={back} className={styles.nav}>
        每日特价
      </NavBar>
      <div className={styles.day}>每天更新 · 限量特惠{pages[0]?.day ? ` · ${pages[0].day}` : ''}</div>
      {list.isSuccess && goods.length === 0 ? <Empty description="今日暂无特价商品" /> : null}
      <div data-testid="phone-everyday">
        {goods.map((g) => (
          <Link key={g.id} to={generatePath(PHONE_PAGES.goodsDetail, { id: String(g.id) })} className={styles.row}>
            <Image src={g.goods_image[0] ?? ''} width={72} height={72} fit="contain" lazy alt={g.name} />
            <div className={styles.rowBody}>
              <div className={styles.rowName}>
                <Tag color="danger">特价</Tag> {g.name}
              </div>
              <div className={styles.muted}>
                {g.ypgg} · {g.sccj}
              </div>
              <div className={styles.muted}>
                {g.special_price === null ? (
                  <span className="yc-price-tip">{g.price_tip}</span>
                ) : (
                  <>
                    <span className={styles.special}>{yuan(g.special_price)}</span>
                    {g.base_price !== null ? <span className={styles.was}>{yuan(g.base_price)}</span> : null}
                  </>
                )}
              </div>
            </div>
          </Link>
        ))}
      </div>
      <MoreOnScroll query={list} />
    </div>
  );
}
