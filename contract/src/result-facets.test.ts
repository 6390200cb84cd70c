import { describe, expect, it } from 'vitest';
import { facetsFromGoods } from './result-facets.js';

describe('facetsFromGoods', () => {
  it('lists distinct manufacturers and dosage forms, most frequent first, blanks dropped', () => {
    const goods = [
      { sccj: '石药集团', jx: '胶囊剂' },
      { sccj: '白云山', jx: '片剂' },
      { sccj: '白云山', jx: '胶囊剂' },
      { sccj: '', jx: '胶囊剂' },
    ];
    expect(facetsFromGoods(goods)).toEqual({ sccj: ['白云山', '石药集团'], jx: ['胶囊剂', '片剂'] });
    expect(facetsFromGoods([])).toEqual({ sccj: [], jx: [] });
  });
});
