import { describe, expect, it } from 'vitest';
import { cleanKeyword, nameQueriesOf, pinyinProbeOf, postingTermOf, toTsquery } from './search-query.js';
import { approvalTokens, searchDocument } from './search-document.js';
import { pinyinSuffixTokens } from './chinese-tokens.js';

describe('search query', () => {
  it('turns Han runs into bigram conjunctions and Latin runs into prefixes', () => {
    expect(toTsquery('头孢')).toBe("'头孢'");
    expect(toTsquery('阿莫西林')).toBe("('阿莫' & '莫西' & '西林')");
    expect(toTsquery('片')).toBe("'片'");
    expect(toTsquery('amxl')).toBe("'amxl':*");
    expect(toTsquery('0.25g')).toBe("'0.25g':*");
  });

  it('lets a mixed keyword also match as pinyin initials', () => {
    expect(toTsquery('阿莫xl')).toBe("('阿莫' & 'xl':*) | 'amxl':*");
  });

  it('keeps a typed spelling of a mixed name one Latin term, matched as a prefix (issue 44)', () => {
    for (const k of ['wssb1', 'fmq10', 'fumeiq10', 'weishengsub', 'wcyq']) {
      expect(toTsquery(k)).toBe(`'${k}':*`);
      expect(pinyinProbeOf(k)).toBe(k);
      // Up to 10 characters the term table answers it; a longer spelling matches few goods and ranks from the GIN.
      expect(postingTermOf(k)).toEqual(k.length <= 10 ? { term: k, latin: true } : null);
    }
    expect(toTsquery(cleanKeyword('ＷＳＳＢ1'))).toBe("'wssb1':*");
    // Chinese typed with the letters: the characters and the letters, or the initials of the whole.
    expect(toTsquery('维生素b1')).toBe("(('维生' & '生素') & 'b1':*) | 'wssb1':*");
    expect(toTsquery('辅酶q10')).toBe("('辅酶' & 'q10':*) | 'fmq10':*");
  });

  it("restricts the keyword's query to the names, and to the goods' own words, for the ranking tiers", () => {
    expect(nameQueriesOf('blg')).toEqual({ nameQuery: "'blg':*A", ownQuery: "'blg':*AD" });
    expect(nameQueriesOf('板蓝根')).toEqual({ nameQuery: "('板蓝':A & '蓝根':A)", ownQuery: "('板蓝':AD & '蓝根':AD)" });
    expect(nameQueriesOf('阿莫xl').nameQuery).toBe("('阿莫':A & 'xl':*A) | 'amxl':*A");
  });

  it('drops SQL, regex metacharacters and emoji instead of passing them on', () => {
    expect(toTsquery("'; drop table goods; --")).toBe("('drop':* & 'table':* & 'goods':*)");
    expect(toTsquery('.*[(\\')).toBeNull();
    expect(toTsquery('💊😀')).toBeNull();
    expect(toTsquery("a'b")).toBe("('a':* & 'b':*)");
  });

  it('trims, normalises full-width characters and caps the length', () => {
    expect(cleanKeyword('  ＡＭＸＬ  ')).toBe('amxl');
    expect(cleanKeyword('国药准字H20010001')).toBe('h20010001');
    expect(cleanKeyword('感'.repeat(2000)).length).toBe(64);
  });
});

describe('search document', () => {
  it('indexes pinyin from every syllable onwards', () => {
    const t = pinyinSuffixTokens('阿莫西林胶囊');
    expect(t).toEqual(expect.arrayContaining(['amoxilinjiaonang', 'xilinjiaonang', 'amxljn', 'xljn']));
  });

  it('indexes approval numbers whole and as digits', () => {
    expect(approvalTokens('国药准字H20010001')).toEqual(['h20010001', '20010001']);
  });

  it('weights names above makers, merchants and codes', () => {
    const doc = searchDocument({
      name: '开瑞坦 氯雷他定片',
      genericName: '氯雷他定片',
      tradeName: '开瑞坦',
      manufacturer: '拜耳医药保健有限公司',
      manufacturerShort: '拜耳',
      shopName: '华康医药',
      spec: '10mg×6片/盒',
      dosageForm: '片剂',
      approvalNo: '国药准字H10970410',
      barcode: '6901234567892',
    });
    expect(doc.a).toEqual(expect.arrayContaining(['氯雷', '开瑞坦'.slice(0, 2), 'lltdp', 'kairuitan']));
    expect(doc.b).toEqual(expect.arrayContaining(['拜耳', 'baier']));
    expect(doc.d).toEqual(expect.arrayContaining(['h10970410', '10970410', '6901234567892', '10mg']));
  });
});
