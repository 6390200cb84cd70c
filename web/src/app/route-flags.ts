/** Spec §2: every route carries these flags; the site frame reads them to decide what to render. */
export interface RouteFlags {
  /** Full header (top bar, logo, search). */
  header: boolean;
  /** Simplified header (logo + page title + back home), used by registration, login and help. */
  headerLogin: boolean;
  footer: boolean;
  /** Floating side bar. */
  right: boolean;
  /** "全部商品分类" category menu. */
  menu: boolean;
  nav: boolean;
  /** Top-right advertisement beside the search box. */
  ggTopRight: boolean;
  /** The row under the search box holding the category menu, nav and announcements. */
  header_bottom_show: boolean;
  /** Keep the scroll position when navigating here (list ⇄ table view toggles). */
  noScrollTop: boolean;
  /** Checkout step 1–4 (0: not a checkout page). Steps 1–3 show the step bar instead of the nav. */
  step: 0 | 1 | 2 | 3 | 4;
}

export const FULL: RouteFlags = {
  header: true,
  headerLogin: false,
  footer: true,
  right: true,
  menu: true,
  nav: true,
  ggTopRight: true,
  header_bottom_show: true,
  noScrollTop: false,
  step: 0,
};

/** Login, registration, password reset: simplified header, no side bar. */
export const SIMPLE: RouteFlags = {
  ...FULL,
  header: false,
  headerLogin: true,
  right: false,
  menu: false,
  nav: false,
  ggTopRight: false,
  header_bottom_show: false,
};

/** Help centre and news: simplified header, side bar kept. */
export const HELP: RouteFlags = { ...SIMPLE, right: true };

/** Pages without any frame (the preferred-zone rules page). */
export const BARE: RouteFlags = { ...SIMPLE, headerLogin: false, footer: false };

export function checkout(step: RouteFlags['step']): RouteFlags {
  return { ...FULL, menu: false, nav: false, ggTopRight: false, header_bottom_show: false, step };
}

/**
 * Promotional pop-ups (the lottery, any marketing modal) may show on a page with the full header that is not a
 * step of the cart and checkout (/cart, /cart_new, /cart/step2…4, /cart/hm): nothing covers a buyer who is paying.
 */
export function allowsPromoPopups(flags: Pick<RouteFlags, 'header' | 'step'>): boolean {
  return flags.header && flags.step === 0;
}
