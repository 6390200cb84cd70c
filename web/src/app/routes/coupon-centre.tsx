import { PageContainer } from '../../components/layout/page-container';
import { CouponCentre } from '../../features/coupons/components/coupon-centre';
import { MembersOnly } from './members-only';

/** /lqzx: the coupon centre is a member's (GET /api/user/availableCoupon); a guest signs in first. */
export function CouponCentreRoute() {
  return (
    <PageContainer>
      <MembersOnly>
        <CouponCentre />
      </MembersOnly>
    </PageContainer>
  );
}
