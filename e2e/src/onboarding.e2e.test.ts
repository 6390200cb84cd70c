import { beforeAll, describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser.js';
import { applyAtSjrz } from './merchant-onboarding.js';
import { shot, signIn } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();

/** /help/us/sjrz: a wholesaler applies with its licences; the application shows as 审核中. */
describe('merchant onboarding', () => {
  const browser = suiteBrowser(baseURL);
  beforeAll(async () => {
    await signIn(browser.page, 'demo', 'demo123456');
  });

  it('applies with the company, contact and two licences', async () => {
    const page = browser.page;
    const history = await applyAtSjrz(
      page,
      {
        company: '湖北康济医药有限公司',
        creditCode: '91420100MA4K500777',
        drugLicenceNo: '鄂AA0270777',
        contact: '周明',
        phone: '13912345678',
        address: '武汉市东西湖区金银湖路 18 号',
      },
      () => shot(page, 'help-sjrz', false),
    );
    await history.getByText('湖北康济医药有限公司', { exact: true }).waitFor();
    expect(await history.textContent()).toContain('审核中');
  });
});
