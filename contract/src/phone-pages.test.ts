import { describe, expect, it } from 'vitest';
import { hasPhonePage, PHONE_PAGES, phonePageOf, isPhoneUserAgent, storefrontView } from './phone-pages.js';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  wechat: 'Mozilla/5.0 (Linux; Android 13; V2219A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.49',
  harmony: 'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0',
};

describe('phone pages', () => {
  it('tells phones from tablets and desks by the user agent', () => {
    for (const ua of [UA.iphone, UA.android, UA.wechat, UA.harmony]) expect(isPhoneUserAgent(ua)).toBe(true);
    for (const ua of [UA.ipad, UA.androidTablet, UA.desktop, UA.windows, '', undefined]) expect(isPhoneUserAgent(ua)).toBe(false);
  });

  it("lets the buyer's 电脑版 / 手机版 choice win over the user agent, and ignores anything else in the cookie", () => {
    expect(storefrontView('desktop', UA.iphone)).toBe('desktop');
    expect(storefrontView('phone', UA.desktop)).toBe('phone');
    expect(storefrontView('tablet', UA.iphone)).toBe('phone');
    expect(storefrontView(undefined, UA.desktop)).toBe('desktop');
  });

  it('matches whole paths of the table only', () => {
    for (const p of [
      '/',
      '/search',
      '/search/',
      '/list/info/12',
      '/cart',
      '/login',
      '/user',
      '/order',
      '/order/info/7',
      '/cart/step2',
      '/cart/step3/7',
      '/cart/step4',
      '/order/returnInfo/7',
      '/order/afterSalesInfo/7',
      '/order/wl/7',
      '/dzfp',
      '/chat',
      '/chat/3',
      '/addr',
      '/zzzj',
      '/basic',
      '/ddgl',
      '/wdxx',
      '/star',
      '/kjcg',
      '/wdqb',
      '/zqgl',
      '/jfsc/details',
      '/register',
      '/register/step1',
      '/register/dd/step2',
      '/register/wechat',
      '/forget',
      '/forget/step3',
      '/ptzq',
      '/list/info-pt/3',
      '/zhzq',
      '/video',
      '/quickOrder',
      '/yx/rule',
      '/yjh',
      '/yjh/2',
      '/Hdzx/1,2',
      '/Hdzx/1,2/2',
      '/activity',
      '/activity/nianzhong/from/banner',
      '/loading',
      '/loading/activity',
      '/noActivity',
      '/eleven_index',
      '/kxdl',
      '/dzht',
      '/cart_step1',
      '/cart_new',
      '/cart/step2_new',
      '/cart/hm',
      '/list/table',
      '/search/table',
      '/yx/table',
      '/help',
      '/help/pay',
      '/help/xrzn/hyzc',
      '/help/us/linkDetails',
      '/privacy',
      '/article/detail/4',
      '/news/hy',
      '/news/info/3/3',
      '/zzfw',
      '/tlzh',
      '/pzqg',
      '/pzqg/add',
      '/pzqg/info',
      '/yjfk',
      '/cjjl',
      '/zhzx',
      '/zhzx/addr',
      '/zhzx_jcxx',
      '/bdwx',
    ])
      expect(hasPhonePage(p)).toBe(true);
    for (const p of [
      '/list/info',
      '/list/info/12/x',
      '/cart/step3',
      '/searchx',
      '/wdqb/x',
      '/jfsc/details/3',
      '/admin',
      '/list/info-pt',
      '/activity/a/b/c/d',
      '/Hdzx',
      '/yjh/1/2',
      '/loading/x',
      '/cart/hm/3',
      '/order/info',
      '/order/returnInfo',
      '/chat/3/x',
      '/addr/3',
      '/help/xrzn/hyzc/x',
      '/privacy/x',
      '/article/detail',
      '/news',
      '/news/info/3',
      '/pzqg/info/3',
      '/zhzx/addr/3',
      '/bdwx/x',
      '/register/dd/step1/x',
      '/forgetx',
    ])
      expect(hasPhonePage(p)).toBe(false);
  });

  it('treats a `:name?` segment as optional and nothing more', () => {
    for (const p of ['/ppzq', '/ppzq/2', '/ppzq/info/5', '/ppzq/info/5/2', '/list/other/3', '/list/other/3/%E6%84%9F%E5%86%92', '/kxzq/goods/abc'])
      expect(hasPhonePage(p)).toBe(true);
    for (const p of ['/ppzq/info/5/2/9', '/list/other', '/kxzq/goods', '/list/other/3/a/b']) expect(hasPhonePage(p)).toBe(false);
  });

  it('names the one page a path is, for every pattern of the table', () => {
    expect(phonePageOf('/ppzq/info/5')).toBe('brandGoods');
    expect(phonePageOf('/ppzq/2')).toBe('brands');
    expect(phonePageOf('/kxzq/new')).toBe('controlledNew');
    expect(phonePageOf('/list/info/3')).toBe('goodsDetail');
    expect(phonePageOf('/wdqb/x')).toBeNull();
    expect(phonePageOf('/news/company')).toBe('news');
    expect(phonePageOf('/news/info/3/3')).toBe('newsDetail');
    expect(phonePageOf('/help/pay')).toBe('help');
    // A path made from each pattern (every parameter filled, then every optional one left out) is that page.
    for (const [key, pattern] of Object.entries(PHONE_PAGES)) {
      expect(phonePageOf(pattern.replace(/\/:\w+\??/g, '/7'))).toBe(key);
      expect(phonePageOf(pattern.replace(/\/:\w+\?/g, '').replace(/\/:\w+/g, '/7') || '/')).toBe(key);
    }
  });
});
