import { describe, expect, it } from 'vitest';
import type { GoodsCard } from '@yaocai/contract';
import { makerKey, matchLine, specKey } from './quick-match.js';

const card = (id: number, over: Partial<GoodsCard>): GoodsCard =>
  ({
    id,
    name: '阿莫西林胶囊',
    ypgg: '0.25g*24粒/盒',
    sccj: '石药集团中诺药业（石家庄）有限公司',
    base_price: 1000,
    is_buy: 1,
    number: 100,
    expiry_date: '2028-01-01',
    ...over,
  }) as GoodsCard;

const line = (over: Partial<{ name: string; code: string; spec: string; maker: string; quantity: number }> = {}) => ({
  name: '阿莫西林胶囊',
  code: '',
  spec: '',
  maker: '',
  quantity: 10,
  ...over,
});

describe('matchLine', () => {
  const a1 = card(1, { base_price: 1200 });
  const a2 = card(2, { base_price: 900 }); // same drug, cheaper merchant
  const a3 = card(3, { base_price: 800, number: 5 }); // cheapest but short of stock for 10
  const b = card(4, { sccj: '香港联邦制药厂有限公司', ypgg: '250mg*24粒/盒', name: '阿莫仙 阿莫西林胶囊' });
  const cards = new Map([a1, a2, a3, b].map((c) => [c.id, c]));
  const names = (ids: number[], tier = 0) => ids.map((id) => ({ id, tier }));

  it('takes one drug at its best offer across merchants: buyable with stock for the line, then the price', () => {
    const r = matchLine(line(), { byCode: [1, 2, 3], byName: [] }, cards);
    expect([r.status, r.chosen, r.candidates.map((c) => c.id)]).toEqual(['matched', 2, [2, 1, 3]]);
  });

  it('calls several drugs ambiguous, each drug once before repeats; maker or spec settle it', () => {
    const loose = matchLine(line(), { byCode: [], byName: names([1, 2, 4]) }, cards);
    expect([loose.status, loose.chosen, loose.candidates.map((c) => c.id)]).toEqual(['ambiguous', null, [2, 4, 1]]);
    expect(matchLine(line({ maker: '石药集团' }), { byCode: [], byName: names([1, 2, 4]) }, cards)).toMatchObject({ status: 'matched', chosen: 2 });
    expect(matchLine(line({ spec: '250MG×24粒' }), { byCode: [], byName: names([1, 2, 4]) }, cards)).toMatchObject({ status: 'matched', chosen: 4 });
    // A maker nobody matches does not empty the line: the buyer still sees the choices.
    expect(matchLine(line({ maker: '不存在药厂' }), { byCode: [], byName: names([1, 4]) }, cards).status).toBe('ambiguous');
  });

  it('lets exact or prefix name hits exclude loose ones; nothing found is not_found', () => {
    const r = matchLine(line(), { byCode: [], byName: [...names([2]), ...names([4], 3)] }, cards);
    expect([r.status, r.chosen]).toEqual(['matched', 2]);
    expect(matchLine(line(), { byCode: [], byName: [] }, cards)).toEqual({ status: 'not_found', chosen: null, candidates: [] });
  });

  it('normalises makers and specs', () => {
    expect(makerKey('华润三九医药股份有限公司')).toBe(makerKey('华润三九'));
    expect(specKey('0.25G X 24粒/盒')).toBe(specKey('0.25g*24粒'));
  });
});
