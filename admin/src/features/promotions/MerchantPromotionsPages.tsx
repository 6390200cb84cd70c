import CombinationsPage from './CombinationsPage';
import CouponsPage from './CouponsPage';
import FullReductionsPage from './FullReductionsPage';
import GiftsPage from './GiftsPage';
import { MerchantPromotions } from './scope';

/** The shop's own promotions in the merchant portal: the platform's pages, scoped to the merchant's shop. */
export const MerchantFullReductionsPage = () => (
  <MerchantPromotions>
    <FullReductionsPage />
  </MerchantPromotions>
);
export const MerchantCouponsPage = () => (
  <MerchantPromotions>
    <CouponsPage />
  </MerchantPromotions>
);
export const MerchantGiftsPage = () => (
  <MerchantPromotions>
    <GiftsPage />
  </MerchantPromotions>
);
export const MerchantCombinationsPage = () => (
  <MerchantPromotions>
    <CombinationsPage />
  </MerchantPromotions>
);
export { MerchantFlashSalesPage } from './FlashSalesPage';
