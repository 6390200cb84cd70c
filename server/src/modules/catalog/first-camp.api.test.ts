import { describe, expect, it } from 'vitest';
import { MODULE_KINDS, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';

const seed = readSeed();

describe.each(MODULE_KINDS)('merchants first-camp documents (GET /api/post/syzl) on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));

  it('pages every merchant with its licence numbers, and refuses a bad page in Chinese', async () => {
    const first = (await t.call({ method: 'GET', url: '/api/post/syzl?page=1&page_size=2' })).json().data;
    expect(first.total).toBe(seed.catalog.shops.length);
    expect(first.list).toHaveLength(2);
    const shop = seed.catalog.shops[0];
    expect(first.list[0]).toMatchObject({
      id: shop.id,
      name: shop.name,
      licence_no: shop.licence_no,
      gsp_cert_no: shop.gsp_cert_no,
      logo: `/media/shop/${shop.id}.svg`,
    });
    const last = (await t.call({ method: 'GET', url: `/api/post/syzl?page=${first.total}&page_size=1` })).json().data;
    expect(last.list.map((s: { id: number }) => s.id)).toEqual([Math.max(...seed.catalog.shops.map((s) => s.id))]);
    const bad = await t.call({ method: 'GET', url: '/api/post/syzl?page=0' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toContain('页码');
  });
});
