import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { multipart, PDF, PNG } from '../accounts/member-test-kit.js';

/** A 医保编码 (国家医保药品分类与代码) no demo goods has. */
const YB = 'XA02BCA187A001010100462';

describe.each(MODULE_KINDS)('console goods editor /admin/api/goods on %s', (kind) => {
  let t: TestApp, cookie: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });

  const audits = async (action: string) =>
    (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from operator_audit where action = ${action}`))[0].n;
  const goodsCount = async () => (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from goods`))[0].n;

  /** A valid form for shop 1: its first warehouse, a leaf category and the scope the demo member holds. */
  const validForm = async () => {
    const options = (await t.call({ method: 'GET', url: '/admin/api/goods/options', cookie: operator })).json().data;
    const shop = options.shops.find((s: { id: number }) => s.id === 1);
    const [{ category_id, scope_code }] = await t.database.rows<{ category_id: number; scope_code: string }>(
      sql`select category_id, scope_code from goods where shop_id = 1 and status = 'on_sale' and not is_kx order by sales desc limit 1`,
    );
    return {
      shop_id: 1,
      category_id,
      generic_name: '阿莫西林胶囊',
      trade_name: '药采测试',
      name: '阿莫西林胶囊（药采测试装）',
      spec: '0.25g*24粒',
      dosage_form: '胶囊剂',
      unit: '盒',
      manufacturer: '药采测试制药有限公司',
      approval_no: '国药准字H20990001',
      barcode: '6901234567892',
      // 医保编码 as a merchant may type it: lower case, stored upper case.
      yb_code: 'xa02bca187a001010100462',
      classification: 'rx',
      scope_code,
      middle_pack: 10,
      case_pack: 200,
      min_order: 1,
      batch_no: 'YC20261101',
      production_date: '2026-11-01',
      expiry_date: '2028-10-31',
      base_price: '12.50',
      retail_price: '18.00',
      ladders: [
        { number: 10, price: '12.00' },
        { number: 50, price: '11.50' },
      ],
      stocks: [{ ck_id: shop.warehouses[0].id, number: 500 }],
      tags: [] as string[],
      images: [] as string[],
      is_yx: 1,
      status: 'on_sale',
    };
  };
  const uploadImage = async (body = multipart(PNG, '主图.png', 'image/png')) =>
    t.call({ method: 'POST', url: '/admin/api/goods/images', cookie: operator, ...body });

  it('offers leaf categories with their path, shops with their warehouses, scopes and tags', async () => {
    const res = await t.call({ method: 'GET', url: '/admin/api/goods/options', cookie: operator });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.categories.length).toBeGreaterThan(10);
    expect(data.categories[0].path).toContain(' / ');
    const owned = await t.database.rows<{ shop_id: number; ids: number[] }>(
      sql`select shop_id, array_agg(id order by id) as ids from warehouses group by shop_id`,
    );
    for (const shop of data.shops as Array<{ id: number; warehouses: Array<{ id: number }> }>) {
      expect([shop.id, shop.warehouses.map((w) => w.id)]).toEqual([shop.id, owned.find((o) => o.shop_id === shop.id)?.ids ?? []]);
    }
    expect(data.scopes.length).toBeGreaterThan(0);
  });

  it('creates a goods with a batch, ladder, stock and image that the storefront and search show at once', async () => {
    const img = await uploadImage();
    expect(img.statusCode, img.body).toBe(200);
    const image = img.json().data as { id: string; url: string };
    expect(image.url).toMatch(/^\/media\/goods-images\/[0-9a-f-]{36}\.png$/);
    const served = await t.call({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const before = await audits('goods.create');
    const res = await t.call({ method: 'POST', url: '/admin/api/goods', cookie: operator, ...form({ ...(await validForm()), images: [image.id] }) });
    expect(res.statusCode, res.body).toBe(200);
    const goods = res.json().data;
    expect(goods).toMatchObject({
      base_price: 1250,
      retail_price: 1800,
      stocks: [{ number: 500 }],
      images: [{ id: image.id, url: image.url }],
      is_yx: true,
    });
    expect(goods.ladders).toEqual([
      { number: 10, price: 1200 },
      { number: 50, price: 1150 },
    ]);
    expect(await audits('goods.create')).toBe(before + 1);
    expect(goods.yb_code).toBe(YB);

    const detail = (await t.call({ method: 'GET', url: `/api/goods/detail/${goods.id}`, cookie })).json().data;
    expect(detail.yb_code).toBe(YB);
    const text = JSON.stringify(detail);
    expect(text).toContain('国药准字H20990001');
    expect(text).toContain(image.url);
    expect(text).toContain('YC20261101');
    const found = (await t.call({ method: 'GET', url: `/api/goods/search?keywords=${encodeURIComponent('药采测试')}`, cookie })).json().data.data
      .list;
    expect(found.map((g: { id: number }) => g.id)).toContain(goods.id);
    // Its 医保编码 finds it, whole (as typed) or the drug's start, in the storefront search and the console's list.
    for (const keywords of [YB.toLowerCase(), YB.slice(0, 10)]) {
      const byCode = (await t.call({ method: 'GET', url: `/api/goods/search?keywords=${keywords}&page_size=50`, cookie })).json().data.data;
      expect([keywords, byCode.list.map((g: { id: number }) => g.id)]).toEqual([keywords, expect.arrayContaining([goods.id])]);
    }
    const listed = (await t.call({ method: 'GET', url: `/admin/api/goods?keyword=${YB.slice(0, 12)}`, cookie: operator })).json().data.list;
    expect(listed.map((g: { id: number }) => g.id)).toContain(goods.id);
    // The drawn placeholder address now leads to the photo (orders and carts link there).
    const placeholder = await t.call({ method: 'GET', url: `/media/goods/${goods.id}.svg` });
    expect([placeholder.statusCode, placeholder.headers.location]).toEqual([302, image.url]);
  });

  it('edits a goods: prices, stock and ladder change, the shop stays, the audit row holds before and after', async () => {
    const created = (await t.call({ method: 'POST', url: '/admin/api/goods', cookie: operator, ...form(await validForm()) })).json().data;
    const body = {
      ...(await validForm()),
      yb_code: '',
      base_price: '11.00',
      ladders: [{ number: 20, price: '10.50' }],
      stocks: [{ ck_id: created.stocks[0].ck_id, number: 0 }],
    };
    const res = await t.call({ method: 'PUT', url: `/admin/api/goods/${created.id}`, cookie: operator, ...form(body) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ base_price: 1100, ladders: [{ number: 20, price: 1050 }], stocks: [{ number: 0 }], yb_code: '' });
    const [row] = await t.database.rows<{ stock_total: number }>(sql`select stock_total from goods where id = ${created.id}`);
    expect(row.stock_total).toBe(0);
    const [audit] = await t.database.rows<{ detail: { before: { base_price: number }; after: { base_price: number } } }>(
      sql`select detail from operator_audit where action = 'goods.update' and target_id = ${created.id} order by id desc limit 1`,
    );
    expect([audit.detail.before.base_price, audit.detail.after.base_price]).toEqual([1250, 1100]);

    const otherShop = await t.call({
      method: 'PUT',
      url: `/admin/api/goods/${created.id}`,
      cookie: operator,
      ...form({ ...body, shop_id: 2, stocks: [] }),
    });
    expect([otherShop.statusCode, otherShop.json().errors]).toEqual([422, { shop_id: ['商品所属店铺不能修改'] }]);
    const missing = await t.call({ method: 'PUT', url: '/admin/api/goods/99999999', cookie: operator, ...form(body) });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a prohibited class at save with the reason, and writes nothing', async () => {
    const count = await goodsCount();
    const res = await t.call({
      method: 'POST',
      url: '/admin/api/goods',
      cookie: operator,
      ...form({ ...(await validForm()), generic_name: '地西泮片', name: '地西泮片', status: 'off_sale' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('精神药品');
    expect(res.json().errors).toHaveProperty('generic_name');
    expect(await goodsCount()).toBe(count);
  });

  it('names the bad field and changes nothing', async () => {
    const base = await validForm();
    const count = await goodsCount();
    const [{ id: otherShopWarehouse }] = await t.database.rows<{ id: number }>(sql`select id from warehouses where shop_id <> 1 order by id limit 1`);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ generic_name: '' }, 'generic_name'],
      [{ base_price: '12.345' }, 'base_price'],
      [{ base_price: '0' }, 'base_price'],
      [{ retail_price: '1.00' }, 'retail_price'],
      [{ expiry_date: '2026-10-01' }, 'expiry_date'],
      [{ production_date: '2026-02-30' }, 'production_date'],
      [{ barcode: 'abc' }, 'barcode'],
      [{ yb_code: 'XA02BCA187' }, 'yb_code'],
      [{ classification: 'x' }, 'classification'],
      [{ ladders: [{ number: 10, price: '13.00' }] }, 'ladders.0.price'],
      [
        {
          ladders: [
            { number: 50, price: '12.00' },
            { number: 10, price: '11.00' },
          ],
        },
        'ladders.1.number',
      ],
      [{ stocks: [{ ck_id: 999999, number: 1 }] }, 'stocks'],
      [{ stocks: [{ ck_id: otherShopWarehouse, number: 1 }] }, 'stocks'],
      [{ stocks: [{ ck_id: base.stocks[0].ck_id, number: -1 }] }, 'stocks.0.number'],
      [{ category_id: 999999 }, 'category_id'],
      [{ scope_code: 'nope' }, 'scope_code'],
      [{ tags: ['nope'] }, 'tags'],
      [{ images: ['00000000-0000-4000-8000-000000000000'] }, 'images'],
      [{ images: ['../../etc/passwd'] }, 'images.0'],
      [{ shop_id: 999999 }, 'shop_id'],
    ];
    for (const [change, field] of cases) {
      const res = await t.call({ method: 'POST', url: '/admin/api/goods', cookie: operator, ...form({ ...base, ...change }) });
      expect([field, res.statusCode]).toEqual([field, 422]);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    // A bad 医保编码 is named with what is wrong with it.
    for (const [yb_code, msg] of [
      ['XA02BCA187', '医保编码应为23位（现为10位）'],
      ['HA02BCA187A001010100462', '医保编码应以X（西药）或Z（中成药）开头'],
      ['XA02-BCA187A00101010046', '医保编码只能包含字母和数字'],
    ]) {
      const res = await t.call({ method: 'POST', url: '/admin/api/goods', cookie: operator, ...form({ ...base, yb_code }) });
      expect([res.statusCode, res.json().errors]).toEqual([422, { yb_code: [msg] }]);
    }
    expect(await goodsCount()).toBe(count);
  });

  it('takes images by their bytes only, within 2MB, and serves nothing else', async () => {
    const pdf = await uploadImage(multipart(PDF, 'a.png', 'image/png'));
    expect([pdf.statusCode, pdf.json().msg]).toEqual([422, '商品图片仅支持JPG、PNG或WebP格式']);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await uploadImage(multipart(big, 'big.png', 'image/png'))).statusCode).toBe(413);
    expect((await t.call({ method: 'GET', url: '/media/goods-images/00000000-0000-4000-8000-000000000000.png' })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/media/goods-images/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(422);
    const member = await t.call({ method: 'POST', url: '/admin/api/goods/images', cookie, ...multipart(PNG, 'a.png', 'image/png') });
    expect(member.statusCode).toBe(403);
  });
});
