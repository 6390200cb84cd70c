import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Pagination, Skeleton } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state';
import { giftsQuery, MALL_PAGE_SIZE, myPointsQuery } from '../api/points';
import styles from './points.module.css';

/** /jfsc: gifts priced in points; members see their balance and the earning rule. */
export function PointsMall({ loggedIn }: { loggedIn: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending } = useQuery(giftsQuery(page));
  const { data: mine } = useQuery({ ...myPointsQuery, enabled: loggedIn });
  return (
    <div data-testid="points-mall">
      <div className={styles.banner}>
        <div>
          <h2 className={styles.bannerTitle}>积分商城</h2>
          <p className={styles.bannerSub}>
            {mine ? `采购每支付 1 元得 ${mine.points_per_yuan} 积分，积分可兑换店用好礼` : '采购付款即得积分，积分可兑换店用好礼'}
          </p>
        </div>
        <div className={styles.myPoints}>
          {mine ? (
            <>
              我的积分<strong data-testid="my-points">{mine.points}</strong>
              <Link to="/jfdd">我的积分订单 ›</Link>
            </>
          ) : (
            <Link to="/login?redirect=%2Fjfsc">登录查看我的积分</Link>
          )}
        </div>
      </div>
      <section className={styles.card}>
        {isPending || !data ? (
          <Skeleton active />
        ) : data.list.length === 0 ? (
          <EmptyState text="暂无可兑换的商品" />
        ) : (
          <>
            <div className={styles.grid}>
              {data.list.map((g) => (
                <Link key={g.id} to={`/jfsc/details?id=${g.id}`} className={styles.gift} data-testid="gift-card">
                  <img className={styles.giftImage} src={g.image} alt={g.name} loading="lazy" />
                  <div className={styles.giftBody}>
                    <span className={styles.giftName} title={g.name}>
                      {g.name}
                    </span>
                    <span className={styles.points}>
                      {g.points}
                      <small>积分</small>
                    </span>
                    <span className={styles.meta}>
                      <span>{g.stock > 0 ? `库存 ${g.stock}` : '已兑完'}</span>
                      <span>{g.per_member_limit > 0 ? `每人限兑 ${g.per_member_limit}` : '不限兑换'}</span>
                    </span>
                  </div>
                </Link>
              ))}
            </div>
            {data.total > MALL_PAGE_SIZE && (
              <div className={styles.pager}>
                <Pagination
                  current={page}
                  pageSize={MALL_PAGE_SIZE}
                  total={data.total}
                  showSizeChanger={false}
                  onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
                />
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
