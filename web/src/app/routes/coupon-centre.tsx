import { PageContainer } from '../../components/layout/page-container';
import { CouponCentre } from '../../features/coupons/components/coupon-centre';

/** /lqzx */
export function CouponCentreRoute() {
  return (
    <PageContainer>
      <CouponCentre />
    </PageContainer>
  );
}
