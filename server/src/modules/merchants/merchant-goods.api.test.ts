import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';

/** A merchant's goods: its own shop's only; new goods and changes of what identifies a drug pass the goods review. */
describe.each(MODULE_KINDS)('merchant goods and the platform goods review, on %s', (kind) => {
  let t: TestApp, cookie: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });

  let huakang: string, huakangGoods: string, guorui: string;
  beforeAll(async () => {
    huakang = await t.operatorLogin('huakang', 'huakang123456');
    huakangGoods = await t.operatorLogin('huakang_sp', 'huakang123456');
    guorui = await t.operatorLogin('guorui', 'guorui123456');
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, c: string, body?: Record<string, unknown>) =>
    t.call({ method, url, cookie: c, ...(body ? form(body) : {}) });
  const one = async <T>(q: ReturnType<typeof sql>) => (await t.database.rows<T>(q))[0]!;

  /** A goods form for shop 1 (华康), filled as its 商品 staff would. */
  const newGoods = async (n: number) => {
    const options = (await call('GET', '/admin/api/merchant/goods/options', huakangGoods)).json().data;
    const { category_id, scope_code } = await one<{ category_id: number; scope_code: string }>(
      sql`select category_id, scope_code from goods where shop_id = 1 and status = 'on_sale' and not is_kx order by sales desc limit 1`,
    );
    return {
      shop_id: options.shops[0].id,
      category_id,
      generic_name: '布洛芬缓释胶囊',
      name: `布洛芬缓释胶囊（华康审核${n}）`,
      spec: '0.3g*20粒',
      dosage_form: '胶囊剂',
      unit: '盒',
      manufacturer: '华康审核制药有限公司',
      approval_no: `国药准字H2099${String(n).padStart(4, '0')}`,
      classification: 'otc_b',
      scope_code,
      batch_no: `HK2026${n}`,
      production_date: '2026-10-01',
      expiry_date: '2028-09-30',
      base_price: '9.80',
      retail_price: '15.00',
      stocks: [{ ck_id: options.shops[0].warehouses[0].id, number: 300 }],
      status: 'on_sale',
    };
  };
  const reviewsOf = async (name: string) => one<{ n: number }>(sql`select count(*)::int as n from goods_reviews where name = ${name}`);
  const goodsNamed = (name: string) =>
    t.database.rows<{ id: number; shop_id: number; status: string }>(sql`select id, shop_id, status from goods where name = ${name}`);

  it("offers and lists the shop's own goods only", async () => {
    const options = (await call('GET', '/admin/api/merchant/goods/options', huakangGoods)).json().data;
    expect(options.shops.map((s: { id: number }) => s.id)).toEqual([1]);
    const page = (await call('GET', '/admin/api/merchant/goods?page_size=50&shop_id=2', huakangGoods)).json().data;
    expect(page.list.length).toBeGreaterThan(0);
    const shops = new Set(page.list.map((g: { shop: string }) => g.shop));
    const { name } = await one<{ name: string }>(sql`select short_name as name from shops where id = 1`);
    expect([...shops]).toEqual([name]);
  });

  it('a new goods waits for the goods review, then sells as its merchant set it', async () => {
    const body = await newGoods(1);
    const submitted = await call('POST', '/admin/api/merchant/goods', huakangGoods, body);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ msg: '已提交平台审核', data: { kind: 'create', state: 'pending', goods_id: null, shop_id: 1 } });
    expect(await goodsNamed(body.name)).toEqual([]);

    const pending = (await call('GET', '/admin/api/goods-reviews?state=pending&shop_id=1', operator)).json().data.list;
    const review = pending.find((r: { name: string }) => r.name === body.name);
    expect(review).toMatchObject({ approval_no: body.approval_no, spec: '0.3g*20粒', submitted_by: '华康商品专员', category: expect.any(String) });

    const approved = await call('POST', `/admin/api/goods-reviews/${review.id}`, operator, { approve: 1 });
    expect(approved.statusCode, approved.body).toBe(200);
    const [goods] = await goodsNamed(body.name);
    expect(goods).toMatchObject({ shop_id: 1, status: 'on_sale' });
    expect(approved.json().data).toMatchObject({ state: 'approved', goods_id: goods!.id });
    expect((await call('GET', `/api/goods/detail/${goods!.id}`, cookie)).statusCode).toBe(200);
    const mine = (await call('GET', '/admin/api/merchant/goods-reviews?state=approved', huakangGoods)).json().data.list;
    expect(mine.find((r: { id: number }) => r.id === review.id)).toMatchObject({ goods_id: goods!.id, decided_by: expect.any(String) });

    const again = await call('POST', `/admin/api/goods-reviews/${review.id}`, operator, { approve: 0, reason: '重复审核' });
    expect(again.statusCode).toBe(409);
    expect((await call('POST', '/admin/api/goods-reviews/99999999', operator, { approve: 1 })).statusCode).toBe(404);
  });

  it('refuses a prohibited class at submission, and a refusal needs its reason', async () => {
    const body = { ...(await newGoods(2)), generic_name: '地西泮片', name: '地西泮片（华康审核2）' };
    const res = await call('POST', '/admin/api/merchant/goods', huakangGoods, body);
    expect([res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([422, ['generic_name']]);
    expect((await reviewsOf(body.name)).n).toBe(0);

    const ok = await newGoods(3);
    const { id } = (await call('POST', '/admin/api/merchant/goods', huakangGoods, ok)).json().data;
    const bare = await call('POST', `/admin/api/goods-reviews/${id}`, operator, { approve: 0 });
    expect([bare.statusCode, Object.keys(bare.json().errors)]).toEqual([422, ['reason']]);
    const refused = await call('POST', `/admin/api/goods-reviews/${id}`, operator, { approve: 0, reason: '批准文号与说明书不符' });
    expect(refused.json().data).toMatchObject({ state: 'refused', reason: '批准文号与说明书不符', goods_id: null });
    expect(await goodsNamed(ok.name)).toEqual([]);
  });

  it('a change of 批准文号/规格/厂家 waits for review; the rest applies at once', async () => {
    const body = await newGoods(4);
    const { id: rid } = (await call('POST', '/admin/api/merchant/goods', huakangGoods, body)).json().data;
    await call('POST', `/admin/api/goods-reviews/${rid}`, operator, { approve: 1 });
    const [{ id }] = await goodsNamed(body.name);

    const first = await call('PUT', `/admin/api/merchant/goods/${id}`, huakangGoods, {
      ...body,
      base_price: '9.50',
      approval_no: '国药准字H20998888',
      yb_code: 'xj01caa001a001010100009',
    });
    expect(first.statusCode, first.body).toBe(200);
    // The 医保编码 is not reviewed: it applies at once, like the price.
    expect(first.json().data.goods).toMatchObject({ base_price: 950, approval_no: body.approval_no, yb_code: 'XJ01CAA001A001010100009' });
    expect(first.json().data.review).toMatchObject({
      kind: 'change',
      changes: [{ field: 'approval_no', label: '批准文号', after: '国药准字H20998888' }],
    });
    // A later save replaces the change in review.
    const second = await call('PUT', `/admin/api/merchant/goods/${id}`, huakangGoods, { ...body, base_price: '9.50', spec: '0.3g*24粒' });
    const change = second.json().data.review;
    expect(change.changes.map((c: { field: string }) => c.field)).toEqual(['spec']);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from goods_reviews where goods_id = ${id} and state = 'pending'`)).n).toBe(1);
    // A save that leaves the reviewed fields as approved keeps the change waiting.
    await call('PUT', `/admin/api/merchant/goods/${id}`, huakangGoods, { ...body, base_price: '9.40' });
    expect((await one<{ n: number }>(sql`select count(*)::int as n from goods_reviews where goods_id = ${id} and state = 'pending'`)).n).toBe(1);

    await call('POST', `/admin/api/goods-reviews/${change.id}`, operator, { approve: 1 });
    expect(await one(sql`select spec, base_price from goods where id = ${id}`)).toEqual({ spec: '0.3g*24粒', base_price: 940 });
  });

  it("another shop's goods is not found and nothing changes; roles and the platform stay in their lanes", async () => {
    const { id, base_price: before } = await one<{ id: number; base_price: number }>(
      sql`select id, base_price from goods where shop_id = 1 and status = 'on_sale' order by id limit 1`,
    );
    const body = { ...(await newGoods(5)), shop_id: 2 };
    const attempts = [
      await call('GET', `/admin/api/merchant/goods/${id}`, guorui),
      await call('PUT', `/admin/api/merchant/goods/${id}`, guorui, body),
      await call('POST', '/admin/api/merchant/goods/status', guorui, { ids: [id], status: 'off_sale' }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    // Shop 2's admin naming shop 1 in the body.
    const asShop1 = await call('POST', '/admin/api/merchant/goods', guorui, { ...body, shop_id: 1 });
    expect(asShop1.statusCode).toBe(403);
    expect(await one(sql`select base_price, status from goods where id = ${id}`)).toEqual({ base_price: before, status: 'on_sale' });

    expect((await call('GET', '/admin/api/merchant/goods', operator)).statusCode).toBe(403);
    expect((await call('GET', '/admin/api/goods-reviews', huakang)).statusCode).toBe(403);
    expect((await call('POST', '/admin/api/goods', huakang, body)).statusCode).toBe(403);
    const own = await call('POST', '/admin/api/merchant/goods/status', huakang, { ids: [id], status: 'off_sale' });
    expect(own.json()).toMatchObject({ msg: '已下架', data: { changed: 1 } });
  });
});
