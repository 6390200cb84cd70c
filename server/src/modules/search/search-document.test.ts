import { describe, expect, it } from 'vitest';
import { elsewhereTiers, latinPrefixes, namePinyin, searchDocument, type SearchableGoods } from './search-document.js';
import { pinyinSuffixTokens, pinyinWholeTokens } from './chinese-tokens.js';

const goods = (over: Partial<SearchableGoods>): SearchableGoods => ({
  name: '',
  genericName: '',
  tradeName: '',
  manufacturer: '',
  manufacturerShort: '',
  shopName: '',
  spec: '',
  dosageForm: '',
  approvalNo: '',
  barcode: '',
  ...over,
});

describe('latinPrefixes', () => {
  it("cuts each lexeme's leading Latin run at 1–10 characters, never at a dot, each prefix once", () => {
    const doc = { a: ['amxl', '阿莫', 'amoxilinjiaonang'], b: ['amxl'], c: [], d: ['0.25g', 'h20010001', '1..5', '头孢x'] };
    expect(latinPrefixes(doc).sort()).toEqual(
      [
        ...['a', 'am', 'amx', 'amxl'],
        ...['amo', 'amox', 'amoxi', 'amoxil', 'amoxili', 'amoxilin', 'amoxilinj', 'amoxilinji'],
        ...['0', '0.2', '0.25', '0.25g'],
        ...['h', 'h2', 'h20', 'h200', 'h2001', 'h20010', 'h200100', 'h2001000', 'h20010001'],
        '1',
      ].sort(),
    );
  });
});

describe('pinyin of names mixing Chinese with Latin letters and digits (issue 44)', () => {
  it('spells the whole name with the letters and digits where they stand, and without them', () => {
    expect(pinyinWholeTokens('维生素B1片')).toEqual(['weishengsub1pian', 'wssb1p', 'weishengsupian', 'wssp']);
    expect(pinyinWholeTokens('辅酶Q10胶囊')).toEqual(['fumeiq10jiaonang', 'fmq10jn', 'fumeijiaonang', 'fmjn']);
    expect(pinyinWholeTokens('维C银翘片')).toEqual(['weicyinqiaopian', 'wcyqp', 'weiyinqiaopian', 'wyqp']);
    expect(pinyinWholeTokens('维生素AD滴剂')).toEqual(['weishengsuaddiji', 'wssaddj', 'weishengsudiji', 'wssdj']);
    expect(pinyinWholeTokens('复合维生素B')).toEqual(['fuheweishengsub', 'fhwssb', 'fuheweishengsu', 'fhwss']);
  });

  it('reads full-width letters and digits as their half-width forms, and drops punctuation between units', () => {
    expect(pinyinWholeTokens('维生素Ｂ１片')).toEqual(pinyinWholeTokens('维生素B1片'));
    expect(pinyinWholeTokens('0.9%氯化钠注射液')).toEqual(['0.9lvhuanazhusheye', '0.9lhnzsy', 'lvhuanazhusheye', 'lhnzsy']);
    expect(pinyinWholeTokens('消旋山莨菪碱片(654-2)')).toContain('xxsldjp6542');
  });

  it('starts a token at every Chinese syllable (and the name’s first unit), never at an inner Latin run', () => {
    const t = pinyinSuffixTokens('维生素B1片');
    expect(t).toEqual(expect.arrayContaining(['ssb1p', 'shengsub1pian', 'sb1p', 'ssp', 'pian', 'p']));
    expect(t).not.toContain('b1pian');
    expect(t).not.toContain('b1p');
    expect(pinyinSuffixTokens('U比乐')).toEqual(['ubile', 'ubl', 'bile', 'bl', 'le', 'l']);
    expect(pinyinSuffixTokens('维C银翘片')).not.toContain('cyqp');
  });

  it('leaves names of Chinese alone exactly as they were, and a name without Chinese to its words', () => {
    expect(pinyinSuffixTokens('阿莫西林胶囊')).toEqual([
      ...['amoxilinjiaonang', 'amxljn', 'moxilinjiaonang', 'mxljn', 'xilinjiaonang', 'xljn'],
      ...['linjiaonang', 'ljn', 'jiaonang', 'jn', 'nang', 'n'],
    ]);
    expect(pinyinSuffixTokens('Obroxol')).toEqual([]);
    expect(pinyinWholeTokens('BAYER AG')).toEqual([]);
  });

  it("indexes the spellings in the names (all of them), the names' prefixes, the 厂家 and the merchant", () => {
    const g = goods({
      name: '新维生素B1 呋喃硫胺片',
      genericName: '呋喃硫胺片',
      tradeName: '新维生素B1',
      manufacturer: '3M中国有限公司',
      manufacturerShort: '3M',
      shopName: '999药房',
    });
    const doc = searchDocument(g);
    expect(doc.a).toEqual(expect.arrayContaining(['xwssb1', 'xinweishengsub1', 'wssb1', 'weishengsub1', 'xwssb1fnlap', 'b1']));
    expect(namePinyin(g)).toEqual(expect.arrayContaining(['xwssb1', 'xinweishengsub1', 'xwss', 'fnlap']));
    expect(doc.b).toEqual(expect.arrayContaining(['3mzhongguoyouxiangongsi', '3mzgyxgs', 'zgyxgs']));
    expect(doc.c).toEqual(expect.arrayContaining(['999yaofang', '999yf', 'yf']));
    expect(latinPrefixes(doc)).toEqual(expect.arrayContaining(['xws', 'xwssb1', 'wssb1', 'weishengsu', '3mzg', '999y']));
  });
});

describe('elsewhereTiers', () => {
  it("ranks a term the names hold 3, the goods' own words 4, only the 厂家 or the merchant 5", () => {
    const elsewhereTier = elsewhereTiers(
      searchDocument(
        goods({
          name: '复方板蓝根颗粒',
          genericName: '复方板蓝根颗粒',
          manufacturer: '广州白云山制药',
          shopName: '华康医药',
          dosageForm: '颗粒剂',
        }),
      ),
    );
    expect(elsewhereTier('板蓝根')).toBe(3);
    expect(elsewhereTier('根颗粒')).toBe(3);
    expect(elsewhereTier('颗粒剂')).toBe(4);
    expect(elsewhereTier('白云山')).toBe(5);
    expect(elsewhereTier('华康')).toBe(5);
  });
});
