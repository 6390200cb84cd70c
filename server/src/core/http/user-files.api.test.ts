import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { MODULE_KINDS, formWithFile, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { multipart, PDF, PNG, upload } from '../../modules/accounts/member-test-kit.js';
import { plainGoods } from '../../modules/checkout/checkout-test-kit.js';

/** Every file a user uploaded is inert when it comes back from our origin (issue 44, "uploaded PDFs"). */
function expectInert(res: LightMyRequestResponse, want: { mime: string; inline: boolean }) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe(want.mime);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toMatch(/(^|; )sandbox($|;)/);
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain('script-src');
  const disposition = String(res.headers['content-disposition']);
  expect(disposition.split(';')[0]).toBe(want.inline ? 'inline' : 'attachment');
  // RFC 5987: UTF-8, only attr-chars unescaped; an ASCII fallback beside it.
  expect(disposition).toMatch(/; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
}

describe.each(MODULE_KINDS)('uploaded files are served inert on %s', (kind) => {
  let t: TestApp, member: string, operator: string, staff: string;
  useApiSuite(kind, (s) => ({ t, cookie: member, operator } = s), { operator: true });
  beforeAll(async () => {
    staff = await t.operatorLogin('huakang_sp', 'huakang123456');
  });

  it('GET /api/uploads/:id: a member’s PDF is an attachment, an image inline, both sandboxed', async () => {
    const pdf = (await upload(t, member, PDF, '营业执照.pdf', 'application/pdf')).json().data;
    for (const who of [member, operator]) {
      const res = await t.call({ method: 'GET', url: pdf.url, cookie: who });
      expectInert(res, { mime: 'application/pdf', inline: false });
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
    const png = (await upload(t, member, PNG, '照片.png', 'image/png')).json().data;
    expectInert(await t.call({ method: 'GET', url: png.url, cookie: operator }), { mime: 'image/png', inline: true });
  });

  it('GET /api/first-camp/:id/file and the merchant’s own: a PDF is an attachment named in RFC 5987', async () => {
    const title = "营业执照（副本）'(2026)*";
    const made = await t.call({
      method: 'POST',
      url: '/admin/api/merchant/first-camp',
      cookie: staff,
      ...formWithFile({ kind: 'business_licence', title, valid_until: '' }, { data: PDF, name: 'a.pdf' }),
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    for (const [url, cookie] of [
      [`/api/first-camp/${id}/file`, member],
      [`/admin/api/merchant/first-camp/${id}/file`, staff],
    ] as const) {
      const res = await t.call({ method: 'GET', url, cookie });
      expectInert(res, { mime: 'application/pdf', inline: false });
      const utf8 = /filename\*=UTF-8''(.+)$/.exec(String(res.headers['content-disposition']))![1]!;
      expect(decodeURIComponent(utf8)).toBe(`${title}.pdf`);
      expect(utf8).toContain('%27%282026%29%2A');
    }
    // A demo shop's licence, drawn by us from its facts, is served the same way.
    const [drawn] = await t.database.rows<{ id: number }>(sql`select id from first_camp_documents where storage_path = '' limit 1`);
    expectInert(await t.call({ method: 'GET', url: `/api/first-camp/${drawn!.id}/file`, cookie: member }), {
      mime: 'application/pdf',
      inline: false,
    });
  });

  it('GET /media/report/:file: a quality report scan as PDF is an attachment, as an image inline, the drawn one sandboxed', async () => {
    const [g] = plainGoods(1);
    const fields = { batch_no: 'B2044001', inspector: '湖北省药品监督检验研究院', inspected_on: '2026-10-08', conclusion: '符合规定' };
    const post = (file: { data: Buffer; name: string }) =>
      t.call({ method: 'POST', url: `/admin/api/goods/${g!.id}/reports`, cookie: operator, ...formWithFile(fields, file) });
    const png = (await post({ data: PNG, name: 'r.png' })).json().data;
    expectInert(await t.call({ method: 'GET', url: png.url }), { mime: 'image/png', inline: true });
    const pdf = (await post({ data: PDF, name: 'r.pdf' })).json().data;
    expectInert(await t.call({ method: 'GET', url: pdf.url }), { mime: 'application/pdf', inline: false });
    const [drawn] = await t.database.rows<{ id: number }>(sql`select id from quality_reports where file is null limit 1`);
    const svg = await t.call({ method: 'GET', url: `/media/report/${drawn!.id}.svg` });
    expect([svg.statusCode, svg.headers['x-content-type-options']]).toEqual([200, 'nosniff']);
    expect(String(svg.headers['content-security-policy'])).toMatch(/(^|; )sandbox($|;)/);
  });

  it('GET /media/goods-images/:file and /media/video/:file: inline media, sandboxed', async () => {
    const image = await t.call({ method: 'POST', url: '/admin/api/goods/images', cookie: operator, ...multipart(PNG, '主图.png', 'image/png') });
    expect(image.statusCode, image.body).toBe(200);
    expectInert(await t.call({ method: 'GET', url: image.json().data.url }), { mime: 'image/png', inline: true });
    const [video] = await t.database.rows<{ id: number; mime: string }>(sql`select id, mime from videos order by id limit 1`);
    const ext = video!.mime === 'video/mp4' ? 'mp4' : 'webm';
    expectInert(await t.call({ method: 'GET', url: `/media/video/${video!.id}.${ext}` }), {
      mime: video!.mime,
      inline: true,
    });
  });

  it('knows every route that answers with something other than JSON: user files are the ones above', () => {
    const files = t.app.routeTable
      // No envelope on 200: no declared answer, or a file endpoint's (contract `answers: 'file'`: content by type).
      .filter((r) => {
        const ok = (r.schema as { response?: Record<number, object> } | undefined)?.response?.[200];
        return r.method === 'GET' && (!ok || 'content' in ok);
      })
      .map((r) => String(r.url))
      .filter((url) => !url.startsWith('/api/docs') && !url.endsWith('/ws'))
      .sort();
    const userFiles = [
      '/admin/api/merchant/first-camp/:id/file',
      '/api/first-camp/:id/file',
      '/api/uploads/:id',
      '/media/goods-images/:file',
      '/media/report/:file',
      '/media/video/:file',
    ];
    // Ours: spreadsheets and PDFs we generate, and pictures drawn from our own data.
    const generated = [
      '/admin/api/goods/export',
      '/admin/api/goods/imports/:id/errors',
      '/admin/api/goods/imports/template',
      '/admin/api/gsp/sales/export',
      '/admin/api/invoices/:id/pdf',
      '/admin/api/merchant/goods/export',
      '/admin/api/merchant/goods/imports/:id/errors',
      '/admin/api/merchant/goods/imports/template',
      '/admin/api/merchant/invoices/:id/pdf',
      '/admin/api/merchant/recalls/:id/export',
      '/admin/api/merchant/shipments/:id/delivery_note',
      '/admin/api/merchant/shipments/:id/trace_manifest',
      '/admin/api/merchant/statements/:id/export',
      '/admin/api/recalls/:id/export',
      '/admin/api/settlement/statements/:id/export',
      '/admin/api/shipments/:id/delivery_note',
      '/admin/api/shipments/:id/trace_manifest',
      '/admin/api/trace/reports/:id',
      '/api/invoice/:id/pdf',
      '/api/order/shipments/:id/trace_manifest',
      '/api/quick-order/template',
      '/media/activity/:file',
      '/media/ad/:file',
      '/media/banner/:file',
      '/media/brand/:file',
      '/media/category/:file',
      '/media/gift/:file',
      '/media/goods/:file',
      '/media/link/:file',
      '/media/qr/:file',
      '/media/shop/:file',
      '/sandbox-pay/:trade_no',
    ];
    expect(files).toEqual([...userFiles, ...generated].sort());
  });
});
