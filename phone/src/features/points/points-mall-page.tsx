import { Link, useNavigate } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Empty, Image } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES } from '@yaocai/contract';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { nextPageOf } from '../../lib/paging';
import { useUser } from '../../lib/user';
import styles from './points.module.css';

/** /jfsc on a phone (积分商城): my points and how they are earned, my points orders, and the gifts, endless. */
export default function PointsMallPage() {
  const back = useBack(PHONE_PAGES.home);
  const navigate = useNavigate();
  const signedIn = useUser().data?.show === 1;
  const mine = useQuery({ queryKey: ['points', 'mine'], queryFn: () => call(api.points.summary), enabled: signedIn, staleTime: 0 });
  const gifts = useInfiniteQuery({
    queryKey: ['points', 'goods'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.points.goods, { query: { page: pageParam, page_size: 12 } }),
    getNextPageParam: nextPageOf,
  });
  const list = gifts.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>积分商城</NavBar>
      <section className={styles.banner}>
        {signedIn ? (
          <>
            <div className={styles.bannerLabel}>我的积分</div>
            <div className={styles.bannerValue} data-testid="phone-my-points">
              {mine.data?.points ?? '—'}
            </div>
            <div className={styles.bannerSub}>
              {mine.data ? `采购每支付 1 元得 ${mine.data.points_per_yuan} 积分，积分可兑换店用好礼` : '采购付款即得积分'}
            </div>
            <button type="button" className={styles.bannerLink} onClick={() => navigate(PHONE_PAGES.pointsOrders)}>
              积分订单 ›
            </button>
          </>
        ) : (
          <>
            <div className={styles.bannerSub}>采购付款即得积分，积分可兑换店用好礼</div>
            <button
              type="button"
              className={styles.bannerLink}
              onClick={() => navigate(`/login?redirect=${encodeURIComponent(PHONE_PAGES.pointsMall)}`)}
            >
              登录查看我的积分 ›
            </button>
          </>
        )}
      </section>
      {gifts.isSuccess && list.length === 0 && <Empty description="暂无可兑换的商品" />}
      <div className={styles.grid} data-testid="phone-gifts">
        {list.map((g) => (
          <Link key={g.id} to={`${PHONE_PAGES.pointsGift}?id=${g.id}`} className={styles.gift} data-testid="phone-gift">
            <Image src={g.image} alt={g.name} fit="contain" lazy className={styles.giftImage} />
            <div className={styles.giftName}>{g.name}</div>
            <div className={styles.points}>
              {g.points}
              <small>积分</small>
            </div>
            <div className={styles.meta}>
              <span>{g.stock > 0 ? `库存 ${g.stock}` : '已兑完'}</span>
              <span>{g.per_member_limit > 0 ? `限兑 ${g.per_member_limit}` : '不限兑换'}</span>
            </div>
          </Link>
        ))}
      </div>
      {(gifts.isPending || list.length > 0) && <MoreOnScroll query={gifts} />}
    </div>
  );
}
