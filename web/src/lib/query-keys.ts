/**
 * Query keys that several features share, defined once. Invalidating a prefix reloads everything below it:
 * ['cart'] reloads the panel, both badges and the cart page; ['user'] every member answer; ['user', 'base'] the header.
 */
export const CART_QUERY_KEY = ['cart'] as const;
export const USER_QUERY_KEY = ['user'] as const;
export const USER_BASE_QUERY_KEY = ['user', 'base'] as const;
/** Every coupon list (the centre, a shop's coupons, the member's own): a claim reloads them all. */
export const COUPONS_QUERY_KEY = ['coupons'] as const;
