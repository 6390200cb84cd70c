import { useQuery } from '@tanstack/react-query';
import { StatTile } from '../../../components/ui/stat-tile';
import { couponNumQuery } from '../api/coupons';

/** /user: how many coupons are ready to use, and the way to more. */
export function CouponTile() {
  const { data } = useQuery(couponNumQuery);
  return (
    <StatTile label="可用优惠券" value={data && `${data.unused} 张`} to="/yhq" action={{ label: '去领券', to: '/lqzx' }} testId="tile-coupons" />
  );
}
