import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { isRedirect, routeTable, type PageRoute } from './route-table';
import { allowsPromoPopups } from './route-flags';
import { phonePageOf } from '@yaocai/contract';

const pages = routeTable.filter((e): e is PageRoute => !isRedirect(e));
const find = (url: string) => routeTable.find((e) => e.path !== '*' && matchPath(e.path, url));

describe('route table', () => {
  it('keeps promotional pop-ups off every cart and checkout step, and allows them on the storefront pages', () => {
    for (const url of ['/cart', '/cart_step1', '/cart_new', '/cart/step2', '/cart/step2_new', '/cart/step3/9', '/cart/hm', '/cart/step4']) {
      const e = find(url) as PageRoute;
      expect(allowsPromoPopups(e.flags), url).toBe(false);
    }
    for (const url of ['/', '/list', '/list/info/5', '/search']) expect(allowsPromoPopups((find(url) as PageRoute).flags), url).toBe(true);
    // Every page whose path starts with /cart is a checkout step.
    for (const p of pages.filter((e) => e.path.startsWith('/cart'))) expect(allowsPromoPopups(p.flags), p.path).toBe(false);
  });

  it('has unique paths', () => {
    const paths = routeTable.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('covers the spec paths', () => {
    for (const url of [
      '/',
      '/login',
      '/list/info/5',
      '/cart/step3/9',
      '/register/dd/step2',
      '/help/zfps/ypth',
      '/news/info/3/3',
      '/pzqg/info',
      '/Hdzx/1',
    ]) {
      expect(find(url), url).toBeDefined();
    }
  });

  it('redirects as the spec says', () => {
    const target = (url: string) => {
      const e = find(url);
      return e && isRedirect(e) ? e.redirect : undefined;
    };
    expect(target('/order/wl/7')).toBe('/order/info/:id');
    expect(target('/activity/a/b')).toBe('/loading/activity');
    expect((find('/activity/a/b') as { carryAs?: string }).carryAs).toBe('url');
    expect(target('/zhzx_jcxx')).toBe('/basic');
    expect(target('/forget')).toBe('/forget/step1');
    expect(routeTable.at(-1)).toEqual({ path: '*', redirect: '/404' });
  });

  it('gives every page a Chinese title and the cart its steps', () => {
    for (const p of pages) expect(p.title, p.path).toMatch(/[\u4e00-\u9fa5]/);
    expect(
      pages
        .filter((p) => p.flags.step > 0)
        .map((p) => p.flags.step)
        .sort(),
    ).toEqual([1, 1, 1, 2, 2, 3, 3, 4]);
    expect(pages.find((p) => p.path === '/welfare')?.title).toBe('全场商品94折');
    const rule = pages.find((p) => p.path === '/yx/rule')!.flags;
    expect([rule.header, rule.headerLogin, rule.footer, rule.right]).toEqual([false, false, false, false]);
  });

  it('gives the catalog, zone, activity and self-service pages their modules', () => {
    const pageOf = (url: string) => {
      const e = find(url);
      return e && !isRedirect(e) ? e.page : undefined;
    };
    for (const url of [
      '/list',
      '/list/table',
      '/list/other/3/感冒',
      '/yx',
      '/yx/table',
      '/zyyp',
      '/kxzq',
      '/kxzq/new',
      '/kxzq/goods/a/b',
      '/myzq',
      '/welfare',
      '/zqmb/4',
      '/ppzq/info/2',
    ]) {
      expect(pageOf(url), url).toBe('goods-list');
    }
    expect(pageOf('/list/info/5')).toBe('goods-detail');
    expect(pageOf('/list/info-pt/5')).toBe('goods-detail');
    expect(pageOf('/search/table')).toBe('search');
    expect(pageOf('/ppzq/2')).toBe('brands');
    expect(pageOf('/shoplist')).toBe('shops');
    expect(pageOf('/mrtj')).toBe('everyday');
    expect(pageOf('/noActivity')).toBe('no-activity');
    for (const url of ['/cart', '/cart_step1', '/cart_new']) expect(pageOf(url), url).toBe('cart');
    expect(pageOf('/lqzx')).toBe('coupon-centre');
    expect(pageOf('/star')).toBe('favorites');
    expect(pageOf('/quickOrder')).toBe('quick-order');
    expect(['/loading', '/loading/activity', '/yjh', '/yjh/3', '/Hdzx/1,2', '/Hdzx/1,2/2'].map(pageOf)).toEqual([
      'loading',
      'activity-loading',
      'activity-zone',
      'activity-zone',
      'activity-centre',
      'activity-centre',
    ]);
    expect(pageOf('/yjfk')).toBe('feedback');
    expect(['/pzqg', '/pzqg/add', '/pzqg/info'].map(pageOf)).toEqual(['wanted-list', 'wanted-add', 'wanted-info']);
    expect(pageOf('/ptzq')).toBe('group-buy');
    expect(pageOf('/zhzq')).toBe('combination-zone');
    expect(pageOf('/video')).toBe('video');
    expect(pageOf('/jfsc')).toBe('points-mall');
    expect(pageOf('/jfsc/details')).toBe('points-gift');
  });

  it('gives checkout, orders and the money pages their modules', () => {
    const pageOf = (url: string) => {
      const e = find(url);
      return e && !isRedirect(e) ? e.page : undefined;
    };
    const expected: Record<string, string> = {
      '/cart/step2': 'checkout',
      '/cart/step2_new': 'checkout',
      '/cart/step3/9': 'pay',
      '/cart/hm': 'pay',
      '/cart/step4': 'pay-done',
      '/order': 'order-centre',
      '/order/info/3': 'order-detail',
      '/order/returnInfo/3': 'order-return',
      '/order/afterSalesInfo/3': 'order-after-sales',
      '/jfdd': 'points-orders',
      '/wdqb': 'wallet',
      '/yhq': 'my-coupons',
      '/zqgl': 'credit',
      '/kjcg': 'quick-buy',
      '/dzfp': 'invoices',
      '/tlzh': 'pay-account',
    };
    for (const [url, page] of Object.entries(expected)) expect(pageOf(url), url).toBe(page);
  });

  it('gives the member pages their modules and the account centre its /zhzx/… aliases', () => {
    const pageOf = (url: string) => {
      const e = find(url);
      return e && !isRedirect(e) ? e.page : undefined;
    };
    for (const url of ['/register/step1', '/register/dd/step3', '/register/wechat']) expect(pageOf(url), url).toBe('register');
    for (const url of ['/forget/step1', '/forget/step3']) expect(pageOf(url), url).toBe('forget');
    expect(pageOf('/user')).toBe('member-centre');
    expect(pageOf('/addr')).toBe('account-addr');
    expect(pageOf('/kxdl')).toBe('kx-agent');
    const alias = find('/zhzx/ddgl');
    expect(alias && isRedirect(alias) ? alias.redirect : undefined).toBe('/:section');
  });
});

describe('the same addresses on a phone (issue 46)', () => {
  it('has a phone page for every desktop address, so no phone is served a shrunken desktop page', () => {
    const samples = (path: string) => [path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '1') || '/', path.replace(/:\w+\??/g, '1')];
    const missing = routeTable
      .filter((e) => e.path !== '*')
      .flatMap((e) => samples(e.path))
      .filter((url) => phonePageOf(url) === null);
    expect(missing).toEqual([]);
  });
});
