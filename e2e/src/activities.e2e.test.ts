import { describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser.js';
import { openTab, pageApi, shot } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();

/** Activity links (spec §2, §4, §8): /activity/{url} → /loading/activity → the page, or the not-started message. */
describe('activity pages', () => {
  const browser = suiteBrowser(baseURL);

  it('follows a running activity link to its page, with coupons and goods', async () => {
    const page = browser.page;
    await page.goto('/activity/nianzhong/from/banner');
    await page.waitForURL(/\/yjh\/\d+$/);
    const activity = page.getByTestId('activity-page');
    await activity.waitFor();
    expect(await activity.getByText('年终采购节').first().isVisible()).toBe(true);
    await expect.poll(() => activity.getByTestId('activity-section').count()).toBeGreaterThanOrEqual(2);
    expect(await activity.getByTestId('coupon-ticket').count()).toBeGreaterThan(0);
    expect(await activity.getByTestId('goods-card').count()).toBeGreaterThan(0);
    await shot(page, 'activity-yjh');
  });

  it('says 活动未开始 for an activity that has not begun, and 活动暂未开始 for an unknown link', async () => {
    const page = browser.page;
    await page.goto('/activity/huxi');
    await page.waitForURL('**/noActivity?**');
    await page.getByTestId('no-activity').getByText('活动未开始').waitFor();
    expect(await page.getByTestId('no-activity').textContent()).toContain('春季呼吸道用药专场');
    await shot(page, 'no-activity', false);
    await page.goto('/activity/no-such-activity');
    await page.waitForURL('**/noActivity');
    await page.getByTestId('no-activity').getByText('活动暂未开始').waitFor();
  });

  it('shows several activities as tabs on /Hdzx/{ids}/{id}', async () => {
    const page = browser.page;
    await page.goto('/');
    // Other suites publish activities of their own: the tabs are whatever runs or is coming, found by state.
    const current = await pageApi<Array<{ id: number; title: string; state: string }>>(page, '/api/activity/current');
    const ids = current.map((a) => a.id).join(',');
    const upcoming = current.find((a) => a.state === 'not_started')!;
    const running = current.find((a) => a.state === 'running')!;
    await page.goto(`/Hdzx/${ids}/${upcoming.id}`);
    const centre = page.getByTestId('activity-centre');
    await centre.waitFor();
    await centre.getByTestId('activity-not-started').waitFor();
    await openTab(centre, running.title);
    await page.waitForURL(`**/Hdzx/${ids}/${running.id}`);
    await centre.getByTestId('activity-section').first().waitFor();
    await shot(page, 'activity-hdzx', false);
  });
});
