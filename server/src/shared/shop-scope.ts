/**
 * Whose promotions, goods or orders a console call may touch: a merchant's own shop, or undefined for the platform's
 * operators (every shop). Services take it as their last argument and check it inside their own transaction.
 */
export type ShopScope = number | undefined;

/** Is a row of `shopId` outside the caller's scope? (A merchant meets another shop's row as not found.) */
export const outOfShop = (scope: ShopScope, shopId: number) => scope !== undefined && scope !== shopId;

/** What a merchant is told when a body names another shop (403; nothing is written). */
export const OTHER_SHOP = '只能管理本店铺的活动';
/** …and when it names another shop's goods (403). */
export const OTHER_SHOP_GOODS = '只能选择本店铺的商品';
