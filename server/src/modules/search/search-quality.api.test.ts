import { describe, expect, it } from 'vitest';
import { DB_KINDS, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';
import type { SeedGoods } from '../../seed/seed-types.js';

const goods = readSeed().catalog.goods;
const byName = (s: string) => goods.find((g) => g.name === s)!;
const kairuitan = byName('开瑞坦 氯雷他定片');
const danshen = byName('复方丹参滴丸');

type Want = (g: SeedGoods) => boolean;
const nameHas =
  (s: string): Want =>
  (g) =>
    g.name.includes(s);
const makerHas =
  (s: string): Want =>
  (g) =>
    g.manufacturer.includes(s);
const is =
  (x: SeedGoods): Want =>
  (g) =>
    g.id === x.id || (g.name === x.name && g.spec === x.spec);

/** Every kind of query a buyer types (issue 3), each with the product it must find in the top 5. */
const CASES: Array<[string, Want, number?]> = [
  // any part of the Chinese generic or trade name, including 2-character queries
  ['阿莫西林', nameHas('阿莫西林胶囊')],
  ['阿莫西林胶囊', nameHas('阿莫西林胶囊')],
  ['莫西林', nameHas('阿莫西林')],
  ['感冒', nameHas('感冒')],
  ['感冒灵', nameHas('感冒灵颗粒')],
  ['头孢', nameHas('头孢')],
  ['头孢克肟', nameHas('头孢克肟')],
  ['布洛芬', nameHas('布洛芬')],
  ['开瑞坦', nameHas('开瑞坦')],
  ['氯雷他定', nameHas('氯雷他定片')],
  ['阿司匹林', nameHas('阿司匹林肠溶片')],
  ['拜阿司匹灵', nameHas('拜阿司匹灵')],
  ['丹参', nameHas('丹参')],
  ['复方丹参滴丸', is(danshen)],
  ['二甲双胍', nameHas('二甲双胍')],
  ['硝苯地平', nameHas('硝苯地平')],
  ['奥美拉唑', nameHas('奥美拉唑')],
  ['板蓝根', nameHas('板蓝根')],
  ['连花清瘟', nameHas('连花清瘟')],
  ['藿香正气', nameHas('藿香正气')],
  ['六味地黄丸', nameHas('六味地黄丸')],
  ['斯达舒', nameHas('斯达舒')],
  ['可威', nameHas('奥司他韦')],
  ['奥司他韦', nameHas('奥司他韦')],
  ['立普妥', nameHas('阿托伐他汀')],
  ['当归', nameHas('当归')],
  // full pinyin, pinyin initials, mixed
  ['amoxilin', nameHas('阿莫西林')],
  ['buluofen', nameHas('布洛芬')],
  ['kairuitan', nameHas('开瑞坦')],
  ['ganmaoling', nameHas('感冒灵')],
  ['toubao', nameHas('头孢')],
  ['amxl', nameHas('阿莫西林')],
  ['blf', nameHas('布洛芬')],
  ['tbkw', nameHas('头孢克肟')],
  ['ffdsdw', nameHas('复方丹参滴丸')],
  ['lhqw', nameHas('连花清瘟')],
  ['阿莫xl', nameHas('阿莫西林')],
  ['感冒l', nameHas('感冒灵')],
  // manufacturer or its short form (type 0 and type 1)
  ['修正', makerHas('修正')],
  ['拜耳', makerHas('拜耳')],
  ['恒瑞', makerHas('恒瑞')],
  ['江苏恒瑞', makerHas('江苏恒瑞')],
  ['天士力', makerHas('天士力'), 1],
  ['拜耳', makerHas('拜耳'), 1],
  // approval number whole or its digits, barcode, specification words
  [kairuitan.approval_no, is(kairuitan)],
  [kairuitan.approval_no.replace(/\D/g, ''), is(kairuitan)],
  [kairuitan.barcode, is(kairuitan)],
  ['0.25g', (g) => g.spec.includes('0.25g')],
  ['阿莫西林 250mg', (g) => g.name.includes('阿莫西林') && g.spec.includes('250mg')],
  // typing habits: spaces, full-width letters
  ['  布洛芬  ', nameHas('布洛芬')],
  ['ＡＭＸＬ', nameHas('阿莫西林')],
];

describe.each(DB_KINDS)('search quality on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));

  it(`has at least 40 queries`, () => expect(CASES.length).toBeGreaterThanOrEqual(40));

  it.each(CASES.map(([query, want, type]) => ({ query, want, type: type ?? 0 })))(
    '$query (type $type) finds its product in the top 5',
    async ({ query, want, type }) => {
      const res = await t.call({ method: 'GET', url: `/api/goods/search-new?type=${type}&page_size=5&keywords=${encodeURIComponent(query)}` });
      expect(res.statusCode).toBe(200);
      const top = res.json().data.data.list as Array<{ id: number; name: string }>;
      const hit = top.some((r) => want(goods.find((g) => g.id === r.id)!));
      expect(hit, `${query} → ${top.map((r) => r.name).join(' | ')}`).toBe(true);
    },
  );

  it('never returns goods that are off sale', async () => {
    const off = goods.find((g) => g.status === 'off_sale')!;
    const res = await t.call({ method: 'GET', url: `/api/goods/search-new?page_size=50&keywords=${encodeURIComponent(off.name)}` });
    expect(res.json().data.data.list.map((g: { id: number }) => g.id)).not.toContain(off.id);
  });

  it('ranks an exact name first and in-stock before out-of-stock within a tier', async () => {
    const res = await t.call({ method: 'GET', url: `/api/goods/search-new?page_size=20&keywords=${encodeURIComponent('复方丹参滴丸')}` });
    const list = res.json().data.data.list as Array<{ name: string; number: number }>;
    expect(list[0].name).toBe('复方丹参滴丸');
  });
});
