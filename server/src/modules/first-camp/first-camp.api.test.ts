import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, formWithFile, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { EXE, PDF, PNG } from '../accounts/member-test-kit.js';
import { pdfText } from '../../../test/pdf-text.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from '../checkout/checkout-test-kit.js';
import { readSeed } from '../../seed/load-seed.js';

const seed = readSeed();
type Doc = { id: number; kind: string; title: string; url: string; expired: boolean; valid_until: string | null };

const [own] = plainGoods(1);
const [theirs] = plainGoods(2);

/**
 * 首营资料: a shop's 商品 staff upload its licences and its goods' documents (images or PDF, told by their bytes); buyers
 * read the lists on the shop and the goods and open the files once signed in; another shop's documents are not found;
 * a buyer asks for them on an order as an after-sales request the shop sees.
 */
describe.each(MODULE_KINDS)('first-camp documents on %s', (kind) => {
  let t: TestApp, cookie: string;
  useApiSuite(kind, (s) => ({ t, cookie } = s));
  let staff: string, guorui: string;
  beforeAll(async () => {
    staff = await t.operatorLogin('huakang_sp', 'huakang123456');
    guorui = await t.operatorLogin('guorui', 'guorui123456');
  });
  const upload = (fields: Record<string, string>, file?: { data: Buffer; name: string }, who = staff) =>
    t.call({ method: 'POST', url: '/admin/api/merchant/first-camp', cookie: who, ...formWithFile(fields, file) });
  const pdfOf = async (url: string) => {
    const res = await t.call({ method: 'GET', url, cookie });
    expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'application/pdf']);
    return (await pdfText(new Uint8Array(res.rawPayload))).replace(/\s+/g, '');
  };

  it('gives every demo shop its licences and every goods its documents: a goods of each shop lists both on its tab', async () => {
    for (const shop of seed.catalog.shops) {
      const docs = (await t.call({ method: 'GET', url: `/api/shops/${shop.id}/first-camp` })).json().data as Doc[];
      expect([shop.id, docs.map((d) => d.kind).sort()]).toEqual([
        shop.id,
        ['business_licence', 'drug_licence', 'gsp_cert', 'invoice_info', 'quality_agreement'],
      ]);
      expect(docs.filter((d) => d.expired)).toEqual([]);
      const g = seed.catalog.goods.find((x) => x.shop_id === shop.id && x.status === 'on_sale' && x.approval_no !== '')!;
      const tab = (await t.call({ method: 'GET', url: `/api/goods/${g.id}/first-camp` })).json().data as { goods: Doc[]; shop: Doc[] };
      expect([g.id, tab.goods.map((d) => d.kind)]).toEqual([g.id, ['approval', 'maker_licence', 'package']]);
      expect(tab.shop.map((d) => d.id)).toEqual(docs.map((d) => d.id));
      expect(tab.goods.find((d) => d.kind === 'approval')!.title).toContain(g.approval_no);

      // Drawn from the checked facts, each marked as demo data and naming its shop.
      const approval = await pdfOf(tab.goods.find((d) => d.kind === 'approval')!.url);
      for (const s of [g.scope_code === 'device' ? '医疗器械备案凭证' : '药品注册证书', g.approval_no, g.spec, '演示数据', shop.name])
        expect([g.id, s, approval.includes(s.replace(/\s+/g, ''))]).toEqual([g.id, s, true]);
      const maker = await pdfOf(tab.goods.find((d) => d.kind === 'maker_licence')!.url);
      expect([maker.includes(g.manufacturer), maker.includes('演示数据')]).toEqual([true, true]);
      const invoicing = await pdfOf(docs.find((d) => d.kind === 'invoice_info')!.url);
      for (const s of [shop.name, shop.business_licence_no, shop.invoicing.bank_account.replace(/\s+/g, ''), '演示数据'])
        expect([shop.id, s, invoicing.includes(s)]).toEqual([shop.id, s, true]);
    }
    // Every goods of the seed has its maker's licence and label, and its registration when it has an approval number.
    const [missing] = await t.database.rows<{ goods: number; approvals: number }>(sql`
      select count(*) filter (where not exists (select 1 from first_camp_documents d where d.goods_id = g.id and d.kind = 'maker_licence')
                                 or not exists (select 1 from first_camp_documents d where d.goods_id = g.id and d.kind = 'package'))::int as goods,
             count(*) filter (where g.approval_no <> ''
                                and not exists (select 1 from first_camp_documents d where d.goods_id = g.id and d.kind = 'approval'))::int as approvals
      from goods g`);
    expect(missing).toEqual({ goods: 0, approvals: 0 });
    // A signed-out visitor sees the lists, not the files.
    const anyDoc = (await t.call({ method: 'GET', url: '/api/shops/6/first-camp' })).json().data[0] as Doc;
    expect((await t.call({ method: 'GET', url: anyDoc.url })).statusCode).toBe(401);
  });

  it('uploads the shop’s licence and a goods’ approval; refuses what is not an image or PDF, a foreign goods, a mismatched kind', async () => {
    const licence = await upload({ kind: 'business_licence', title: '营业执照（副本）', valid_until: '' }, { data: PDF, name: '营业执照.pdf' });
    expect([licence.statusCode, licence.json().msg], licence.body).toEqual([200, '上传成功']);
    expect(licence.json().data).toMatchObject({
      shop_id: 1,
      goods_id: null,
      kind_text: '营业执照',
      mime: 'application/pdf',
      valid_until: null,
      expired: false,
    });
    const approval = await upload(
      { kind: 'approval', title: `${own!.name}注册批件`, goods_id: String(own!.id), valid_until: '2029-06-30' },
      { data: PNG, name: 'pj.png' },
    );
    expect([approval.statusCode, approval.json().data.goods_name]).toEqual([200, own!.name]);

    const cases: Array<[Record<string, string>, { data: Buffer; name: string } | undefined, number, string]> = [
      [{ kind: 'approval', title: '注册批件', goods_id: String(theirs!.id) }, { data: PNG, name: 'x.png' }, 403, '只能选择本店铺的商品'],
      [{ kind: 'approval', title: '注册批件' }, { data: PNG, name: 'x.png' }, 422, '请选择资料所属的商品'],
      [{ kind: 'gsp_cert', title: 'GSP证书', goods_id: String(own!.id) }, { data: PNG, name: 'x.png' }, 422, '企业资料不属于某个商品'],
      [{ kind: 'gsp_cert', title: 'GSP证书' }, { data: EXE, name: 'gsp.pdf' }, 422, '首营资料仅支持 JPG、PNG、WebP 图片或 PDF'],
      [{ kind: 'gsp_cert', title: 'GSP证书' }, undefined, 422, '请选择要上传的文件'],
      [{ kind: 'gsp_cert', title: 'GSP证书', valid_until: '2030/01/01' }, { data: PNG, name: 'x.png' }, 422, '有效期格式不正确，应为YYYY-MM-DD'],
    ];
    for (const [fields, file, status, msg] of cases) {
      const res = await upload(fields, file);
      expect([fields, res.statusCode, res.json().msg]).toEqual([fields, status, msg]);
    }
    const [{ n }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from first_camp_documents where shop_id = 1 and storage_path <> ''`,
    );
    expect(n).toBe(2);
  });

  it('shows the lists openly and the files to the signed-in; another shop cannot open, list or remove them', async () => {
    const shopDocs = (await t.call({ method: 'GET', url: '/api/shops/1/first-camp' })).json().data as Array<{
      id: number;
      url: string;
      title: string;
    }>;
    expect(shopDocs.map((d) => d.title)).toContain('营业执照（副本）');
    const onGoods = (await t.call({ method: 'GET', url: `/api/goods/${own!.id}/first-camp` })).json().data;
    // The uploaded approval beside the demo's drawn documents (the newest first within a kind).
    expect(onGoods.goods.map((d: { kind: string; title: string }) => `${d.kind} ${d.title}`)).toContain(`approval ${own!.name}注册批件`);
    expect(onGoods.goods[0].title).toBe(`${own!.name}注册批件`);
    expect(onGoods.shop.length).toBe(shopDocs.length);
    expect((await t.call({ method: 'GET', url: '/api/shops/99999/first-camp' })).statusCode).toBe(404);

    // The demo shop's licences, drawn from what onboarding checked and marked as demo data.
    const demo = shopDocs.find((d) => d.title === '药品经营许可证（正本）')!;
    const drawn = await t.call({ method: 'GET', url: demo.url, cookie });
    expect([drawn.statusCode, drawn.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = (await pdfText(new Uint8Array(drawn.rawPayload))).replace(/\s+/g, '');
    for (const s of ['药品经营许可证', '华康医药有限公司', '鄂AA0270168', '演示数据']) expect([s, text.includes(s)]).toEqual([s, true]);

    const doc = shopDocs.find((d) => d.title === '营业执照（副本）')!;
    expect((await t.call({ method: 'GET', url: doc.url })).statusCode).toBe(401);
    const file = await t.call({ method: 'GET', url: doc.url, cookie });
    expect([file.statusCode, file.headers['content-type'], file.rawPayload.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);

    const mine = (await t.call({ method: 'GET', url: '/admin/api/merchant/first-camp?scope=goods', cookie: staff })).json().data;
    expect(mine.list.map((d: { goods_id: number }) => d.goods_id)).toContain(own!.id);
    const others = (await t.call({ method: 'GET', url: '/admin/api/merchant/first-camp', cookie: guorui })).json().data;
    expect(others.list.filter((d: { shop_id: number }) => d.shop_id !== 2)).toEqual([]);
    expect((await t.call({ method: 'GET', url: `/admin/api/merchant/first-camp/${doc.id}/file`, cookie: guorui })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/admin/api/merchant/first-camp/${doc.id}`, cookie: guorui })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/admin/api/merchant/first-camp/${doc.id}/file`, cookie: staff })).statusCode).toBe(200);

    const removed = await t.call({ method: 'DELETE', url: `/admin/api/merchant/first-camp/${doc.id}`, cookie: staff });
    expect([removed.statusCode, removed.json().msg]).toEqual([200, '已删除']);
    expect((await t.call({ method: 'GET', url: doc.url, cookie })).statusCode).toBe(404);
  });

  it('attaches a batch’s 质检报告 to its own goods only', async () => {
    const fields = { batch_no: 'HK2026112801', inspector: '湖北省药品监督检验研究院', inspected_on: '2026-11-01', conclusion: '符合规定' };
    const res = await t.call({
      method: 'POST',
      url: `/admin/api/merchant/goods/${own!.id}/reports`,
      cookie: staff,
      ...formWithFile(fields, { data: PDF, name: 'r.pdf' }),
    });
    expect([res.statusCode, res.json().data.batch_no], res.body).toEqual([200, 'HK2026112801']);
    const foreign = await t.call({
      method: 'POST',
      url: `/admin/api/merchant/goods/${theirs!.id}/reports`,
      cookie: staff,
      ...formWithFile(fields, { data: PDF, name: 'r.pdf' }),
    });
    expect(foreign.statusCode).toBe(404);
    const reports = (await t.call({ method: 'GET', url: `/api/goods/reports?goods_id=${own!.id}` })).json().data.list as Array<{ batch_no: string }>;
    expect(reports.map((r) => r.batch_no)).toContain('HK2026112801');
  });

  it('a buyer asks for the documents on an order; the shop sees the request', async () => {
    const address = await addAddress(t, cookie);
    await rechargeWallet(t, cookie, '1000');
    const placed = await placeOrder(t, cookie, address, [[own!.id, Math.ceil(20000 / own!.base_price)]]);
    const orderId = placed.orders[0].id as number;
    await t.call({ method: 'POST', url: '/api/pay/order', cookie, ...form({ ids: [orderId], method: 'wallet' }) });
    const asked = await t.call({
      method: 'POST',
      url: `/api/order/${orderId}/after_sale`,
      cookie,
      ...form({ kind: 'documents', reason: '首营建档需要企业证照与注册批件' }),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({ kind: 'documents', kind_text: '索要首营资料' });
    const queue = (
      await t.call({ method: 'GET', url: '/admin/api/merchant/after_sales', cookie: await t.operatorLogin('huakang', 'huakang123456') })
    ).json().data;
    expect(queue.map((a: { id: number }) => a.id)).toContain(asked.json().data.id);
  });
});
