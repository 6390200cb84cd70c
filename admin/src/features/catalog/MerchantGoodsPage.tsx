import { GoodsList } from './GoodsPage';
import ImportPage from './ImportPage';
import { GoodsReviews } from './GoodsReviewsPage';
import { MERCHANT_GOODS } from './api';

/** A merchant's 商品管理: the catalogue's goods list and editor, its own shop's goods only. */
export default function MerchantGoodsPage() {
  return <GoodsList scope={MERCHANT_GOODS} />;
}

/** A merchant's 批量导入: stock and prices of its own goods, through the console's import job. */
export function MerchantImportPage() {
  return <ImportPage scope={MERCHANT_GOODS} />;
}

/** A merchant's 商品审核记录: its submissions and the platform's decisions. */
export function MerchantGoodsReviewsPage() {
  return <GoodsReviews scope={MERCHANT_GOODS} />;
}
