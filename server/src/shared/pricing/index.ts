/** The pure pricing engine of the cart (issue 5): integer fen in, integer fen out; `now` is an input. */
export * from './types.js';
export { mulDiv, applyBasisPoints, formatFen, yuanToFenDown, formatTotalDown, prorate, badgeText, type Rounding } from '@yaocai/contract';
export { sortedTiers, ladderUnitPrice, ladderHint } from './ladder.js';
export { flashState, flashAllowance } from './flash-sale.js';
export { priceLine, deselectReason, lineStock, DESELECT_NOT_BUYABLE, DESELECT_OUT_OF_STOCK, type LinePrice } from './line.js';
export { fullReduction, appliedTier, tierLabel, coversLine, isFullReductionEligible, type FullReductionResult } from './full-reduction.js';
export { couponEligibleTotal, evaluateCoupon, bestCoupon, applyCoupons, COUPON_NOT_STARTED, COUPON_EXPIRED, type AppliedCoupons } from './coupons.js';
export { lineGifts, type GiftRule, type GiftOutcome, type LineGifts } from './gifts.js';
export { nextHint, MANJIAN_SOME_NOTE, type NextHint } from './hints.js';
export { freeShippingHint, shippingShortfall } from './shipping.js';
export { priceCart, selectedTotalOf, minOrderShortfall } from './price-cart.js';
export { sampleCartLines, type SampleGoods } from './sample-cart.js';
export {
  checkWholeQuantity,
  checkStock,
  checkMinOrder,
  checkMiddlePack,
  checkFlashSale,
  checkQuantity,
  checkLineQuantity,
  type QuantityFailureKind,
  type QuantityResult,
  type QuantityRules,
} from './validate.js';
