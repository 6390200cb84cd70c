import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { multipart, PNG } from '../accounts/member-test-kit.js';
import { addAddress, plainGoods } from '../checkout/checkout-test-kit.js';

const [ofShop1] = plainGoods(1);

/** Shop settings: the 店铺管理员 sets the shop's terms and page; checkout keeps to its delivery provinces. */
describe.each(MODULE_KINDS)('merchant shop settings on %s', (kind) => {
  let t: TestApp, cookie: string;
  useApiSuite(kind, (s) => ({ t, cookie } = s));

  let huakang: string, huakangGoods: string;
  beforeAll(async () => {
    huakang = await t.operatorLogin('huakang', 'huakang123456');
    huakangGoods = await t.operatorLogin('huakang_sp', 'huakang123456');
  });
  const save = (c: string, body: Record<string, unknown>) => t.call({ method: 'POST', url: '/admin/api/merchant/shop', cookie: c, ...form(body) });
  const terms = { min_order_amount: '150', shipping_fee: '12.5', shipping_amount: '600', business_hours: '周一至周六 8:30–18:00' };
  const shopRow = async () =>
    (await t.database.rows(sql`select min_order_amount, shipping_fee, shipping_amount, delivery_provinces, notice, logo from shops where id = 1`))[0];

  it('saves the terms in fen and the page with an uploaded logo; only the 店铺管理员 may', async () => {
    const upload = await t.call({
      method: 'POST',
      url: '/admin/api/merchant/goods/images',
      cookie: huakang,
      ...multipart(PNG, 'logo.png', 'image/png'),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const logo = upload.json().data;
    const res = await save(huakang, {
      ...terms,
      notice: '年末盘点，12月28日起暂停发货三天',
      logo: logo.url,
      delivery_provinces: ['湖北省', '湖南省'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      min_order_amount: 15000,
      shipping_fee: 1250,
      shipping_amount: 60000,
      delivery_provinces: ['湖北省', '湖南省'],
      business_hours: '周一至周六 8:30–18:00',
      logo: logo.url,
      banner: null,
    });
    // Buyers see the page at once: the shop band above its goods.
    const info = (await t.call({ method: 'GET', url: '/api/sjly-info?id=1', cookie })).json().data;
    expect(info).toMatchObject({
      notice: '年末盘点，12月28日起暂停发货三天',
      business_hours: '周一至周六 8:30–18:00',
      logo: logo.url,
      min_order_amount: 15000,
    });
    const foreign = await save(huakang, { ...terms, logo: 'https://example.com/logo.png' });
    expect(foreign.json().errors).toEqual({ logo: ['店铺logo请上传JPG、PNG或WebP图片'] });
    const [audit] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from operator_audit where action = 'shop.settings' and target_id = 1`,
    );
    expect(audit!.n).toBe(1);

    const before = await shopRow();
    expect((await save(huakangGoods, { ...terms, min_order_amount: '1' })).statusCode).toBe(403);
    const bad = await save(huakang, { ...terms, delivery_provinces: ['湖北'] });
    expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([422, ['delivery_provinces.0']]);
    const noImage = await save(huakang, { ...terms, logo: '/media/goods-images/00000000-0000-0000-0000-000000000000.png' });
    expect([noImage.statusCode, Object.keys(noImage.json().errors)]).toEqual([422, ['logo']]);
    expect(await shopRow()).toEqual(before);
  });

  it('refuses an order to a province the shop does not deliver to, and takes it once the shop does', async () => {
    expect((await save(huakang, { ...terms, delivery_provinces: ['北京市'] })).statusCode).toBe(200);
    const address = await addAddress(t, cookie);
    const qty = Math.ceil(15000 / ofShop1!.base_price);
    await t.call({ method: 'POST', url: '/api/cart', cookie, ...form({ params: [{ goods_id: ofShop1!.id, number: qty }] }) });
    const lines = (await t.call({ method: 'GET', url: '/api/cart/list', cookie })).json().data.data.flatMap((g: { lines: unknown[] }) => g.lines);
    const ids = lines.filter((l: { goods: { id: number } }) => l.goods.id === ofShop1!.id).map((l: { id: number }) => l.id);
    const submit = async () => {
      const preview = (await t.call({ method: 'POST', url: '/api/cart/checkout', cookie, ...form({ ids }) })).json().data;
      return t.call({ method: 'POST', url: '/api/order/submit', cookie, ...form({ ids, address_id: address, idem_key: preview.idem_key }) });
    };
    const refused = await submit();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().msg).toBe('华康医药有限公司不配送至湖北省，请更换收货地址或移除该店铺的商品');
    expect(refused.json().errors).toHaveProperty('address_id');

    expect((await save(huakang, { ...terms, delivery_provinces: [] })).statusCode).toBe(200);
    const placed = await submit();
    expect(placed.statusCode, placed.body).toBe(200);
  });
});
