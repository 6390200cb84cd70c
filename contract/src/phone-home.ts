/**
 * The phone home's first screen (issue 46), drawn by the phone app and, before its scripts run, by the server's HTML
 * (server core/http/phone-first-screen.ts): one table for both, so the two draw the same.
 */

/** The zones of the desktop's menu, each at its own address, with its tile colour. */
export const PHONE_HOME_ZONES = [
  { name: '优选', href: '/yx', color: '#007f55' },
  { name: '中药', href: '/zyyp', color: '#8c6d1f' },
  { name: '控销', href: '/kxzq', color: '#c41d7f' },
  { name: '免邮', href: '/myzq', color: '#0958d9' },
  { name: '每日特价', href: '/mrtj', color: '#e02e24' },
  { name: '领券', href: '/lqzx', color: '#ad4e00' },
  { name: '品牌', href: '/ppzq', color: '#531dab' },
  { name: '积分商城', href: '/jfsc', color: '#006d75' },
] as const;

/** The home carousel's banner group (GET /api/focus/demo?banner_id=1), the desktop's and the phone's. */
export const HOME_BANNER_ID = 1;

/** The search box's hint, on the home page and the search page. */
export const PHONE_SEARCH_PLACEHOLDER = '药品名称/拼音首字母/厂家';
