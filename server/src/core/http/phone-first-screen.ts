import {
  formatFen,
  PHONE_HOME_ZONES,
  PHONE_SEARCH_PLACEHOLDER,
  type Banner,
  type GoodsCard,
  type PhonePage,
  type SearchResult,
} from '@yaocai/contract';
import type { FirstScreen, FirstScreens } from './phone-html.js';

/**
 * The first screen of a phone page as the server draws it into the HTML (issue 46: on slow 4G a phone waits ≈ 2 s for
 * the scripts, React and the first answer; this shows the page at once). The markup uses the phone app's own global
 * classes (phone/src/app/first-screen.css, inlined in the HTML) and lies over the app until the page has drawn the same
 * (phone lib/boot-screen.ts). Decorative for assistive technology: the app's page underneath is the one to read.
 */
export interface FirstScreenData {
  /** The home carousel's banners. */
  homeBanners: () => Promise<Banner[]>;
  /** The first result page of a search by keywords alone, as a guest sees it: the API's answer. */
  search: (keywords: string) => Promise<SearchResult | null>;
  /** A goods page's main picture. */
  goodsImage: (id: number) => Promise<string | null>;
}

const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (s: string) => text(s).replace(/"/g, '&quot;');
const ownPath = (s: string) => s.startsWith('/') && !s.startsWith('//');
const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

// antd-mobile-icons' outlines (SearchOutline, ScanningOutline, LeftOutline), as the app draws them.
const icon = (d: string, size: string) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 48 48" aria-hidden="true"><path d="${d}" fill="currentColor" fill-rule="nonzero"/></svg>`;
const SEARCH =
  'M10.2434135,10.1505371 C17.2346315,3.28315429 28.5696354,3.28315429 35.5608534,10.1505371 C42.3159331,16.7859644 42.5440954,27.4048667 36.2453405,34.3093889 L43.7095294,41.6422249 C43.8671196,41.7970419 43.8693677,42.0502979 43.7145508,42.2078881 C43.7128864,42.2095822 43.7112069,42.2112616 43.7095126,42.2129259 L42.1705322,43.7246464 C42.014915,43.8775072 41.7655181,43.8775006 41.6099089,43.7246316 L34.0775268,36.3248916 L34.0775268,36.3248916 C27.0485579,41.8551751 16.7593545,41.4200547 10.2434135,35.0195303 C3.25219551,28.1521474 3.25219551,17.0179199 10.2434135,10.1505371 Z M12.3532001,12.2229532 C6.52718516,17.9457722 6.52718516,27.2242951 12.3532001,32.9471142 C18.1792151,38.6699332 27.6250517,38.6699332 33.4510667,32.9471142 C39.2770817,27.2242951 39.2770817,17.9457722 33.4510667,12.2229532 C27.6250517,6.50013419 18.1792151,6.50013419 12.3532001,12.2229532 Z';
const SCAN =
  'M6.6,32 C6.8209139,32 7,32.1790861 7,32.4 L7,38 C7,39.5976809 8.24891996,40.9036609 9.82372721,40.9949073 L10,41 L15.6,41 C15.8209139,41 16,41.1790861 16,41.4 L16,43.6 C16,43.8209139 15.8209139,44 15.6,44 L10,44 C6.6862915,44 4,41.3137085 4,38 L4,32.4 C4,32.1790861 4.1790861,32 4.4,32 L6.6,32 Z M43.6,32 C43.8209139,32 44,32.1790861 44,32.4 L44,38 C44,41.3137085 41.3137085,44 38,44 L32.4,44 C32.1790861,44 32,43.8209139 32,43.6 L32,41.4 C32,41.1790861 32.1790861,41 32.4,41 L38,41 C39.5976809,41 40.9036609,39.75108 40.9949073,38.1762728 L41,38 L41,32.4 C41,32.1790861 41.1790861,32 41.4,32 L43.6,32 Z M43.6,23 C43.8209139,23 44,23.1790861 44,23.4 L44,25.6 C44,25.8209139 43.8209139,26 43.6,26 L4.4,26 C4.1790861,26 4,25.8209139 4,25.6 L4,23.4 C4,23.1790861 4.1790861,23 4.4,23 L43.6,23 Z M38,4 C41.3137085,4 44,6.6862915 44,10 L44,15.6 C44,15.8209139 43.8209139,16 43.6,16 L41.4,16 C41.1790861,16 41,15.8209139 41,15.6 L41,10 C41,8.40231912 39.75108,7.09633912 38.1762728,7.00509269 L38,7 L32.4,7 C32.1790861,7 32,6.8209139 32,6.6 L32,4.4 C32,4.1790861 32.1790861,4 32.4,4 L38,4 Z M15.6,4 C15.8209139,4 16,4.1790861 16,4.4 L16,6.6 C16,6.8209139 15.8209139,7 15.6,7 L10,7 C8.40231912,7 7.09633912,8.24891996 7.00509269,9.82372721 L7,10 L7,15.6 C7,15.8209139 6.8209139,16 6.6,16 L4.4,16 C4.1790861,16 4,15.8209139 4,15.6 L4,10 C4,6.6862915 6.6862915,4 10,4 L15.6,4 Z';
const BACK =
  'M31.7053818,5.11219264 L13.5234393,22.6612572 L13.5234393,22.6612572 C12.969699,23.2125856 12.9371261,24.0863155 13.4257204,24.6755735 L13.5234393,24.7825775 L31.7045714,42.8834676 C31.7795345,42.9580998 31.8810078,43 31.9867879,43 L35.1135102,43 C35.3344241,43 35.5135102,42.8209139 35.5135102,42.6 C35.5135102,42.4936115 35.4711279,42.391606 35.3957362,42.316542 L16.7799842,23.7816937 L16.7799842,23.7816937 L35.3764658,5.6866816 C35.5347957,5.53262122 35.5382568,5.27937888 35.3841964,5.121049 C35.3088921,5.04365775 35.205497,5 35.0975148,5 L31.9831711,5 C31.8795372,5 31.7799483,5.04022164 31.7053818,5.11219264 Z';

const boot = (inner: string) => `<div id="boot" class="yc-boot" aria-hidden="true">${inner}</div>`;
const navBar = (title: string) => `<div class="yc-boot-nav"><span class="yc-boot-back">${icon(BACK, '24')}</span>${title}</div>`;

/** The home page: the search box, the banners (the largest paint), the zones, the list's heading. */
function home(banners: Banner[]): FirstScreen {
  const first = banners.find((b) => ownPath(b.image));
  const dots =
    banners.length > 1 ? `<div class="yc-home-dots">${banners.map((_, i) => `<i${i === 0 ? ' class="on"' : ''}></i>`).join('')}</div>` : '';
  const carousel = first
    ? `<section class="yc-home-banners"><div class="yc-home-slides"><span class="yc-home-slide">` +
      `<img src="${attr(first.image)}" alt="" fetchpriority="high" data-boot-lcp></span></div>${dots}</section>`
    : '';
  const zones = PHONE_HOME_ZONES.map(
    (z) =>
      `<span class="yc-home-zone"><span class="yc-home-zone-icon" style="background:${z.color}">${text(z.name.slice(0, 1))}</span>${text(z.name)}</span>`,
  ).join('');
  return {
    image: first?.image,
    html:
      boot(
        `<header class="yc-home-top"><span class="yc-home-brand">药采</span>` +
          `<span class="yc-home-search">${icon(SEARCH, '1em')} ${text(PHONE_SEARCH_PLACEHOLDER)}</span>` +
          `<span class="yc-home-scan">${icon(SCAN, '1em')}</span></header>${carousel}` +
          `<nav class="yc-home-zones">${zones}</nav><h2 class="yc-home-section">热销商品</h2>`,
      ) +
      // The app's carousel starts from the same banners (home-banners.tsx) instead of asking again.
      `<script type="application/json" id="boot-banners">${json(banners)}</script>`,
  };
}

/** A goods as components/goods-row.tsx draws it. */
function goodsRow(g: GoodsCard, lcp: boolean): string {
  const image = g.goods_image[0];
  const picture = image && ownPath(image) ? `<img src="${attr(image)}" alt=""${lcp ? ' fetchpriority="high" data-boot-lcp' : ''}>` : '';
  const price =
    g.base_price === null
      ? `<span class="yc-price-tip">${text(g.price_tip)}</span>`
      : `<span class="yc-price">¥${formatFen(Math.floor(g.base_price))}</span>`;
  return (
    `<div class="yc-row"><div class="yc-row-image">${picture}</div><div class="yc-row-body">` +
    `<div class="yc-row-name">${g.is_youx ? '<span class="yc-row-tag">优选</span>' : ''} ${text(g.name)}</div>` +
    `<div class="yc-row-meta">${text(g.ypgg)} · ${text(g.sccj)}</div>` +
    `<div class="yc-row-meta">效期 ${text(g.expiry_date || '—')}${g.near_expiry ? '<span class="yc-row-near">近效期</span>' : ''}</div>` +
    `<div class="yc-row-foot">${price}<span class="yc-row-shop">${text(g.shop.name)}</span></div></div></div>`
  );
}

/** Rows a first screen draws: what the tallest phones show above the fold. */
const FIRST_ROWS = 6;

/**
 * A search's results: the box with its words, the sorts, the count and the first rows (the first picture the largest
 * paint), and the answer itself for the app's first page (search-page.tsx) instead of asking again.
 */
function search(keywords: string, result: SearchResult): FirstScreen | null {
  const page = result.data;
  if (page.list.length === 0) return null;
  const rows = page.list.slice(0, FIRST_ROWS);
  return {
    image: rows[0]!.goods_image[0],
    html:
      boot(
        `<div class="yc-boot-nav"><span class="yc-boot-back">${icon(BACK, '24')}</span>` +
          `<span class="yc-boot-search">${icon(SEARCH, '16')}${text(keywords)}</span></div>` +
          `<div class="yc-boot-sorts"><span>综合</span><span>销量</span><span>价格</span><span>筛选</span></div>` +
          `<div class="yc-boot-count">共 ${page.total}${page.total_capped ? '+' : ''} 个商品</div>` +
          rows.map((g, i) => goodsRow(g, i === 0)).join(''),
      ) + `<script type="application/json" id="boot-search">${json({ keywords, result })}</script>`,
  };
}

/** Signing in (where a guest's cart, orders and member pages send them): the bar and the greeting. */
const LOGIN: FirstScreen = {
  html: boot(`<div class="yc-boot-page">${navBar('<span class="yc-boot-title">会员登录</span>')}<h1 class="yc-boot-h1">欢迎登录药采</h1></div>`),
};

/** The goods page's bar and main picture where its gallery stands (phone app/global.css `yc-boot-goods`). */
function goodsPicture(image: string): FirstScreen {
  return {
    image,
    html:
      `<div id="boot" class="yc-boot-goods" aria-hidden="true">${navBar('<span class="yc-boot-title">商品详情</span>')}` +
      `<img src="${attr(image)}" alt="" fetchpriority="high" data-boot-lcp></div>`,
  };
}

/** The pages the server draws first: those Lighthouse and buyers open cold (home, a search, a goods page, signing in). */
export function phoneFirstScreens(data: FirstScreenData): FirstScreens {
  return async (page: PhonePage, url: URL, req: { guest: boolean }) => {
    switch (page) {
      case 'home':
        return home(await data.homeBanners());
      case 'search': {
        const keywords = (url.searchParams.get('keywords') ?? '').trim();
        // Filters and sorts change the rows: only a search by its words alone is drawn; and only for a guest (a member's
        // rows carry the member's prices, which this HTML does not read the session for).
        if (!req.guest || !keywords || [...url.searchParams.keys()].some((k) => k !== 'keywords')) return null;
        const result = await data.search(keywords);
        return result ? search(keywords, result) : null;
      }
      case 'login':
        return LOGIN;
      case 'goodsDetail': {
        const id = Number(/^\/list\/info\/(\d{1,10})\/?$/.exec(url.pathname)?.[1] ?? 0);
        if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
        const image = await data.goodsImage(id);
        return image && ownPath(image) ? goodsPicture(image) : null;
      }
      default:
        return null;
    }
  };
}
