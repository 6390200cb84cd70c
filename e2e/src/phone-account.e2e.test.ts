import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { suiteBrowser } from './browser.js';
import { motionSettled } from './motion.js';
import { png } from './registration.js';
import { buyWithWallet, operatorApi, pageApi, shot, TAKE_SHOTS } from './storefront.js';
import { serverURL } from './servers.js';
import { fitsTheScreen, cartNumber, phoneSignIn } from './phone-kit.js';

const baseURL = serverURL();
const admin = operatorApi(baseURL);

interface Address {
  id: number;
  consignee: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  is_default: number;
}
interface Certificate {
  id: number;
  number: string;
  expires_on: string;
  status: string;
  expiry_state: string;
  file: { id: string } | null;
}
interface Zizhi {
  items: Array<{ kind: string; name: string; current: Certificate | null; renewal: Certificate | null }>;
  warnings: string[];
}
interface Goods {
  id: number;
  name: string;
  base_price: number | null;
  is_buy: number;
  number: number;
  min_order: number;
  middle_pack: number;
}

/** Waits until an element moved by a spring (antd-mobile's Popup) is whole on the screen and no longer moving. */
async function standsStill(target: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const b = await target.boundingBox();
      const now = b ? `${Math.round(b.y)}:${Math.round(b.y + b.height) <= 812}` : '';
      const still = now !== '' && now === last && now.endsWith('true');
      last = now;
      return still;
    })
    .toBe(true);
}

/** A picture of the page once the toasts of the last action have gone (they cover what the page shows). */
async function calmShot(page: Page, name: string, fullPage: boolean) {
  if (!TAKE_SHOTS) return;
  await expect.poll(() => page.locator('.adm-toast-main:visible').count(), { timeout: 10_000 }).toBe(0);
  await shot(page, name, fullPage);
}

/** Opens a member-centre entry by its name, as a buyer taps it. */
async function openEntry(page: Page, name: string, path: string) {
  if (!page.url().endsWith('/user')) await page.goto('/user');
  await page.locator('.adm-list-item', { hasText: name }).first().tap();
  await page.waitForURL((u) => u.pathname === path);
}

/**
 * Picks one option in each wheel of the open antd-mobile picker, then 确定. A wheel item is what a finger stops on;
 * its click handler turns the wheel to it (the same call a flick ends with), so the test clicks the item itself.
 */
async function pickWheels(page: Page, labels: string[], picked?: () => Promise<void>) {
  const picker = page.locator('.adm-picker').last();
  await picker.waitFor();
  await motionSettled(page.locator('.adm-popup-body').last());
  for (const [i, label] of labels.entries()) {
    const column = picker.locator('.adm-picker-view-column').nth(i);
    const item = column.locator('.adm-picker-view-column-item', { hasText: new RegExp(`^${label}$`) });
    // Choosing a wheel resets the wheels after it to their first option once its own turn ends; a click on the next
    // wheel that lands before that reset is undone by it (seen beside other browser tests). Clicked again until it holds.
    await expect
      .poll(
        async () => {
          if ((await item.getAttribute('data-selected')) !== 'true') await item.dispatchEvent('click');
          return item.getAttribute('data-selected');
        },
        { interval: 300, timeout: 10_000 },
      )
      .toBe('true');
  }
  await picked?.();
  await picker.getByText('确定', { exact: true }).tap();
  await picker.waitFor({ state: 'hidden' });
}

/** The field stays on screen above the keyboard: the keyboard is played by a viewport 400 px shorter. */
async function staysAboveTheKeyboard(page: Page, field: Locator) {
  await field.focus();
  await page.setViewportSize({ width: 375, height: 412 });
  try {
    await expect
      .poll(async () => {
        const box = await field.boundingBox();
        return !!box && box.y >= 0 && box.y + box.height <= 412 - 60;
      })
      .toBe(true);
  } finally {
    await page.setViewportSize({ width: 375, height: 812 });
  }
}

/** A goods demo may buy, with stock for a few packs, other than `not` (read as the member, by the API). */
async function buyableGoods(page: Page, not: number[] = []): Promise<Goods> {
  const { list } = await pageApi<{ list: Goods[] }>(page, '/api/goods/list?page_size=50&sort=sales');
  const step = (g: Goods) => Math.max(1, g.middle_pack);
  return list.find(
    (g) => !not.includes(g.id) && g.is_buy && g.base_price && g.number >= Math.max(g.min_order, step(g)) * 6 && !/[()（）]/.test(g.name),
  )!;
}

/** Issue 46, the member centre's account pages on a phone, at the desktop's own addresses. */
describe('the account pages on a phone (375×812, touch)', () => {
  const browser = suiteBrowser(baseURL, { phone: true });

  it('adds an address with the region picker, edits it, makes it the default and deletes it (收货地址 /addr)', async () => {
    const page = browser.page;
    await phoneSignIn(page, 'demo');
    await openEntry(page, '收货地址', '/addr');
    await page.getByTestId('phone-address').first().waitFor();
    const before = (await pageApi<{ list: Address[] }>(page, '/api/user/address')).list;
    const oldDefault = before.find((a) => a.is_default === 1)!;
    await fitsTheScreen(page);

    // 新增: who, a phone, the region from the picker, the street; the keyboard never hides the field being typed.
    await page.getByRole('button', { name: '新增收货地址' }).tap();
    await page.waitForURL((u) => u.searchParams.get('edit') === 'new');
    const form = page.getByTestId('phone-address-form');
    await form.getByPlaceholder('收货人姓名').fill('王药师');
    await form.getByPlaceholder('手机号或固定电话').fill('1380013800');
    await form.getByPlaceholder('街道、门牌号、仓库等').fill('体育西路1号仓库');
    await page.getByRole('button', { name: '保存' }).tap();
    await form.getByText('请输入正确的手机号或固定电话').waitFor();
    await form.getByText('请选择所在地区（省/市/区）').waitFor();
    await form.getByPlaceholder('手机号或固定电话').fill('13800138000');
    await expect.poll(() => form.getByTestId('phone-address-region').innerText()).toBe('请选择省 / 市 / 区');
    await form.getByTestId('phone-address-region').tap();
    await pickWheels(page, ['广东省', '广州市', '天河区'], () => shot(page, 'phone-addr-region', false));
    await expect.poll(() => form.getByTestId('phone-address-region').innerText()).toBe('广东省 广州市 天河区');
    await staysAboveTheKeyboard(page, form.getByPlaceholder('街道、门牌号、仓库等'));
    await fitsTheScreen(page);
    await calmShot(page, 'phone-addr-form', false);
    await page.getByRole('button', { name: '保存' }).tap();
    await page.waitForURL((u) => u.pathname === '/addr' && !u.searchParams.has('edit'));
    const card = page.getByTestId('phone-address').filter({ hasText: '王药师' });
    await expect.poll(() => card.innerText()).toContain('广东省 广州市 天河区 体育西路1号仓库');
    expect(await card.getAttribute('data-default')).toBe('0');
    const added = (await pageApi<{ list: Address[] }>(page, '/api/user/address')).list.find((a) => a.consignee === '王药师')!;
    expect(added).toMatchObject({
      phone: '13800138000',
      province: '广东省',
      city: '广州市',
      district: '天河区',
      address: '体育西路1号仓库',
      is_default: 0,
    });

    // 编辑: another city and district in the picker (it opens at the stored one), another street.
    await card.getByRole('button', { name: '编辑' }).tap();
    await page.waitForURL((u) => u.searchParams.get('edit') === String(added.id));
    await expect.poll(() => form.getByTestId('phone-address-region').innerText()).toBe('广东省 广州市 天河区');
    await form.getByTestId('phone-address-region').tap();
    await pickWheels(page, ['广东省', '深圳市', '南山区']);
    await form.getByPlaceholder('街道、门牌号、仓库等').fill('科技园南区8栋');
    await page.getByRole('button', { name: '保存' }).tap();
    await page.waitForURL((u) => u.pathname === '/addr' && !u.searchParams.has('edit'));
    await expect.poll(() => card.innerText()).toContain('广东省 深圳市 南山区 科技园南区8栋');

    // 设为默认: the tag moves to it, and the server's default with it.
    await card.getByRole('button', { name: '设为默认' }).tap();
    await expect.poll(() => card.getAttribute('data-default')).toBe('1');
    await card.getByText('默认', { exact: true }).waitFor();
    const stored = (await pageApi<{ list: Address[] }>(page, '/api/user/address')).list;
    expect(stored.find((a) => a.id === added.id)).toMatchObject({ city: '深圳市', district: '南山区', address: '科技园南区8栋', is_default: 1 });
    expect(stored.find((a) => a.id === oldDefault.id)!.is_default).toBe(0);
    await fitsTheScreen(page);
    await calmShot(page, 'phone-addr', false);

    // The old default back, and the new address deleted after the confirmation.
    const oldCard = page.getByTestId('phone-address').filter({ hasText: oldDefault.address });
    await oldCard.getByRole('button', { name: '设为默认' }).tap();
    await expect.poll(() => oldCard.getAttribute('data-default')).toBe('1');
    await card.getByRole('button', { name: '删除' }).tap();
    const dialog = page.locator('.adm-dialog');
    await dialog.getByText('确定删除该收货地址吗？').waitFor();
    await motionSettled(dialog);
    await dialog.getByRole('button', { name: '删除' }).tap();
    await expect.poll(() => card.count()).toBe(0);
    expect((await pageApi<{ list: Address[] }>(page, '/api/user/address')).list.map((a) => a.id)).toEqual(before.map((a) => a.id));
  });

  it('renews a certificate with a photo from the camera and sees it wait for review; the approval arrives in 我的消息 (/zzzj, /wdxx)', async () => {
    const page = browser.page;
    await phoneSignIn(page, 'demo');
    await openEntry(page, '资质证件', '/zzzj');
    const drug = page.locator('[data-testid="phone-certificate"][data-kind="drug_licence"]');
    await drug.waitFor();
    const zizhi = await pageApi<Zizhi>(page, '/api/user/zizhi');
    const current = zizhi.items.find((i) => i.kind === 'drug_licence')!.current!;
    expect(await drug.innerText()).toContain(current.number);
    expect(await drug.innerText()).toContain(current.expires_on);
    expect(await page.getByTestId('phone-certificate').count()).toBe(zizhi.items.length);
    await fitsTheScreen(page);

    // 更新证件: the photo (a real PNG, as the camera hands it over), the new number, a date two years on from the picker.
    await drug.getByRole('button', { name: '更新证件' }).tap();
    await page.waitForURL((u) => u.searchParams.get('renew') === 'drug_licence');
    const form = page.getByTestId('phone-renew-form');
    await form.getByText('更新药品经营许可证').or(page.getByText('更新药品经营许可证')).first().waitFor();
    const input = form.getByTestId('phone-renew-photo').locator('input[type=file]');
    expect(await input.getAttribute('capture')).toBe('environment');
    await input.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png(1600, 1200, [236, 232, 220]) });
    await form.locator('.adm-image-uploader-cell img').first().waitFor();
    await expect.poll(() => form.locator('.adm-image-uploader-cell-loading').count()).toBe(0);
    await form.getByPlaceholder('请输入药品经营许可证编号').fill('鄂AA0279999');
    await form.getByTestId('phone-renew-expiry').tap();
    const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date()));
    await pickWheels(page, [String(year + 2)]);
    const expires = await form.getByTestId('phone-renew-expiry').innerText();
    expect(expires).toMatch(new RegExp(`^${year + 2}-\\d{2}-\\d{2}$`));
    await staysAboveTheKeyboard(page, form.getByPlaceholder('请输入药品经营许可证编号'));
    await fitsTheScreen(page);
    await calmShot(page, 'phone-zzzj-renew', false);
    await page.getByRole('button', { name: '提交审核' }).tap();

    // Back on the list: the new one waits for review, the one in force still shows; the server holds the photo.
    await page.waitForURL((u) => u.pathname === '/zzzj' && !u.searchParams.has('renew'));
    const renewal = drug.getByTestId('phone-certificate-renewal');
    await expect.poll(() => renewal.getAttribute('data-status')).toBe('pending');
    expect(await renewal.innerText()).toContain('新证件审核中');
    expect(await renewal.innerText()).toContain(`鄂AA0279999 · 有效期至 ${expires}`);
    expect(await drug.getByRole('button', { name: '更新证件' }).count()).toBe(0);
    const after = (await pageApi<Zizhi>(page, '/api/user/zizhi')).items.find((i) => i.kind === 'drug_licence')!;
    expect(after.current!.id).toBe(current.id);
    expect(after.renewal).toMatchObject({ number: '鄂AA0279999', expires_on: expires, status: 'pending' });
    expect(after.renewal!.file).not.toBeNull();
    await fitsTheScreen(page);
    await calmShot(page, 'phone-zzzj', true);

    // The operator approves it: the member is told in 我的消息, unread, with the badge on 我的. The worker's server is
    // shared by the files before this one, which may have left demo other unread messages: those stay as they are.
    const unreadBefore = (await pageApi<{ unread: number }>(page, '/api/user/messages')).unread;
    await admin(`/admin/api/certificates/${after.renewal!.id}/approve`, { method: 'POST', body: {} });
    await page.goto('/user');
    const entry = page.locator('.adm-list-item', { hasText: '我的消息' });
    await expect.poll(() => entry.innerText()).toMatch(/我的消息\s*\d+/);
    await openEntry(page, '我的消息', '/wdxx');
    const message = page.getByTestId('phone-message').filter({ hasText: '药品经营许可证更新审核已通过' });
    await expect.poll(() => message.getAttribute('data-read')).toBe('0');
    await fitsTheScreen(page);
    await calmShot(page, 'phone-wdxx', false);
    await message.tap();
    const sheet = page.getByTestId('phone-message-open');
    await sheet.getByText(`您提交的药品经营许可证（有效期至${expires}）已审核通过。`).waitFor();
    // The sheet slides up by a spring (no CSS motion to wait for): until its button stands whole on the screen.
    await standsStill(sheet.getByRole('button', { name: '知道了' }));
    await shot(page, 'phone-wdxx-open', false);
    await sheet.getByRole('button', { name: '知道了' }).tap();
    await expect.poll(() => message.getAttribute('data-read')).toBe('1');
    const stored = await pageApi<{ list: Array<{ title: string; is_read: number }>; unread: number }>(page, '/api/user/messages');
    expect(stored.list.find((m) => m.title === '药品经营许可证更新审核已通过')!.is_read).toBe(1);
    expect(stored.unread).toBe(unreadBefore);
    expect((await pageApi<{ message_count: number }>(page, '/api/user/base')).message_count).toBe(unreadBefore);
    // In force now: the renewed number and date.
    await page.goto('/zzzj');
    await expect.poll(() => drug.innerText()).toContain('鄂AA0279999');
  });

  it('shows expiring certificates highlighted, with the server’s reminder (demo2’s drug licence, 20 days)', async () => {
    const page = browser.page;
    await phoneSignIn(page, 'demo2', undefined, { at: '/zzzj' });
    const drug = page.locator('[data-testid="phone-certificate"][data-kind="drug_licence"]');
    await expect.poll(() => drug.getAttribute('data-state')).toBe('expiring');
    const zizhi = await pageApi<Zizhi>(page, '/api/user/zizhi');
    expect(zizhi.warnings.length).toBeGreaterThan(0);
    for (const w of zizhi.warnings) await page.getByTestId('phone-zzzj-warning').filter({ hasText: w }).waitFor();
    expect(await drug.getByTestId('phone-certificate-expiry').innerText()).toMatch(/即将到期（剩余\d+天）/);
    // Highlighted: its own colour, unlike a valid one.
    const colour = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
    const valid = page.locator('[data-testid="phone-certificate"][data-state="valid"]').first();
    expect(await colour(drug)).not.toBe(await colour(valid));
    await fitsTheScreen(page);
    await calmShot(page, 'phone-zzzj-expiring', true);
  });

  it('changes the contact name on 账户信息 (/basic)', async () => {
    const page = browser.page;
    await phoneSignIn(page, 'demo');
    await openEntry(page, '账户信息', '/basic');
    const contact = page.getByTestId('phone-basic-contact');
    const name = contact.locator('input').first();
    await expect.poll(() => name.inputValue()).toBe('张敏');
    await page.getByTestId('phone-jyfw').locator('.adm-tag').first().waitFor();
    await fitsTheScreen(page);
    await calmShot(page, 'phone-basic', true);
    await name.fill('张敏华');
    await staysAboveTheKeyboard(page, name);
    await contact.getByRole('button', { name: '保存' }).tap();
    await page.locator('.adm-toast-main', { hasText: '保存成功' }).first().waitFor();
    await expect.poll(async () => (await pageApi<{ name: string }>(page, '/api/user/base')).name).toBe('张敏华');
    // As it was, for the other suites.
    await name.fill('张敏');
    await contact.getByRole('button', { name: '保存' }).tap();
    await expect.poll(async () => (await pageApi<{ name: string }>(page, '/api/user/base')).name).toBe('张敏');
  });

  it('links the store demo2 and switches to it and back (多门店 /ddgl)', async () => {
    const page = browser.page;
    await phoneSignIn(page, 'demo');
    await openEntry(page, '多门店管理', '/ddgl');
    const demo2 = page.locator('[data-testid="phone-store"][data-username="demo2"]');
    const demo = page.locator('[data-testid="phone-store"][data-username="demo"]');
    await demo.waitFor();
    const linkedBefore = (await pageApi<{ list: Array<{ username: string }> }>(page, '/api/user/stores')).list.some((s) => s.username === 'demo2');
    if (!linkedBefore) {
      const form = page.getByTestId('phone-store-link');
      await form.getByPlaceholder('门店的用户名或手机号').fill('demo2');
      await form.locator('input[type=password]').fill('demo123456');
      await form.getByRole('button', { name: '关联' }).tap();
      await demo2.waitFor();
    }
    expect(await demo.getAttribute('data-current')).toBe('1');
    await fitsTheScreen(page);
    await calmShot(page, 'phone-ddgl', true);

    const company2 = (await pageApi<{ list: Array<{ username: string; company: string }> }>(page, '/api/user/stores')).list.find(
      (s) => s.username === 'demo2',
    )!.company;
    await demo2.getByRole('button', { name: '切换到此门店' }).tap();
    const dialog = page.locator('.adm-dialog');
    await dialog.getByText(`切换到「${company2}」？`, { exact: false }).waitFor();
    await motionSettled(dialog);
    await dialog.getByRole('button', { name: '切换' }).tap();
    await expect.poll(() => demo2.getAttribute('data-current')).toBe('1');
    expect((await pageApi<{ company: string }>(page, '/api/user/base')).company).toBe(company2);
    await page.getByText('当前为门店身份，切换回主账号后可关联或解除门店').waitFor();
    // The member centre now speaks for demo2.
    await page.goto('/user');
    await expect.poll(() => page.getByTestId('phone-member-card').innerText()).toContain(company2);

    await openEntry(page, '多门店管理', '/ddgl');
    await demo.getByRole('button', { name: '切换到此门店' }).tap();
    await motionSettled(dialog);
    await dialog.getByRole('button', { name: '切换' }).tap();
    await expect.poll(() => demo.getAttribute('data-current')).toBe('1');
    expect((await pageApi<{ username: string }>(page, '/api/user/base')).username).toBe('demo');
    if (!linkedBefore) {
      await demo2.getByRole('button', { name: '解除关联' }).tap();
      await motionSettled(dialog);
      await dialog.getByRole('button', { name: '解除关联' }).tap();
      await expect.poll(() => demo2.count()).toBe(0);
    }
  });

  it('favourites a goods from its page and buys it from 我的收藏 (/star)', async () => {
    const page = browser.page;
    await phoneSignIn(page, 'demo');
    const goods = await buyableGoods(page);
    await page.goto(`/list/info/${goods.id}`);
    const heart = page.getByTestId('phone-favorite');
    await expect.poll(() => heart.isEnabled()).toBe(true);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.tap();
    await page.locator('.adm-toast-main', { hasText: '收藏成功' }).first().waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(await heart.innerText()).toBe('已收藏');
    await calmShot(page, 'phone-goods-favorite', false);
    const check = await pageApi<{ goods_ids: number[] }>(page, `/api/favorite/check?goods_ids=${goods.id}`);
    expect(check.goods_ids).toEqual([goods.id]);

    await openEntry(page, '我的收藏', '/star');
    const item = page.locator(`[data-testid="phone-favorite-item"][data-goods-id="${goods.id}"]`);
    await item.waitFor();
    expect(await item.innerText()).toContain(goods.name);
    await fitsTheScreen(page);
    await calmShot(page, 'phone-star', false);
    const before = await cartNumber(page, goods.id);
    await item.getByRole('button', { name: '加入购物车' }).tap();
    await page.locator('.adm-toast-main').last().waitFor();
    const step = Math.max(1, goods.middle_pack);
    const min = Math.max(step, Math.ceil(Math.max(1, goods.min_order) / step) * step);
    await expect.poll(() => cartNumber(page, goods.id)).toBe(before + min);

    // 取消收藏 after the confirmation: gone from the list and from the server; the goods page shows 收藏 again.
    await item.getByRole('button', { name: '取消收藏' }).tap();
    const dialog = page.locator('.adm-dialog');
    await motionSettled(dialog);
    await dialog.getByRole('button', { name: '确定' }).tap();
    await expect.poll(() => item.count()).toBe(0);
    expect((await pageApi<{ goods_ids: number[] }>(page, `/api/favorite/check?goods_ids=${goods.id}`)).goods_ids).toEqual([]);
  });

  it('puts a goods bought before back in the cart from 常购清单 in one tap (/kjcg)', async () => {
    const page = browser.page;
    await phoneSignIn(page, 'demo');
    const goods = await buyableGoods(page);
    const step = Math.max(1, goods.middle_pack);
    // Enough for the shop's 起订金额 (¥200 in the demo data), in whole middle packs.
    const qty = Math.ceil(Math.max(goods.min_order, Math.ceil(31_000 / goods.base_price!)) / step) * step;
    const order = await buyWithWallet(page, goods.id, qty);
    // What the order held (the cart line may have had units of it already).
    const info = await pageApi<{ items: Array<{ goods_id: number; number: number }> }>(page, `/api/order/info/${order.id}`);
    const bought = info.items.find((i) => i.goods_id === goods.id)!.number;

    await openEntry(page, '常购清单', '/kjcg');
    const item = page.locator(`[data-testid="phone-fast-buy-item"][data-goods-id="${goods.id}"]`);
    await item.waitFor();
    const listed = (await pageApi<{ list: Array<{ goods_id: number; last_number: number; times: number }> }>(page, '/api/user/fast_buy')).list.find(
      (g) => g.goods_id === goods.id,
    )!;
    expect(listed.last_number).toBe(bought);
    expect(await item.innerText()).toContain(goods.name);
    expect(await item.innerText()).toContain(`× ${bought}`);
    await fitsTheScreen(page);
    await calmShot(page, 'phone-kjcg', false);

    const before = await cartNumber(page, goods.id);
    await item.getByRole('button', { name: '加入购物车' }).tap();
    await page.locator('.adm-toast-main', { hasText: '已加入购物车' }).first().waitFor();
    await expect.poll(() => cartNumber(page, goods.id)).toBe(before + bought);
    // 按最近购买 keeps it in the address and lists it too.
    await page.locator('.adm-tabs-tab', { hasText: '按最近购买' }).tap();
    await page.waitForURL((u) => u.searchParams.get('order') === 'recent');
    await item.waitFor();
  });
});
