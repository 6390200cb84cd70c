import { hanGrams, pinyinSuffixTokens, pinyinWholeTokens, words } from './chinese-tokens.js';

/** Full pinyin and initials of the generic and trade names (amoxilinjiaonang, amxljn): pinyin prefixes rank high. */
export function namePinyin(g: Pick<SearchableGoods, 'genericName' | 'tradeName'>): string[] {
  return uniq([g.genericName, g.tradeName].flatMap((n) => pinyinWholeTokens(n)));
}

export interface SearchableGoods {
  name: string;
  genericName: string;
  tradeName: string;
  manufacturer: string;
  manufacturerShort: string;
  shopName: string;
  spec: string;
  dosageForm: string;
  approvalNo: string;
  barcode: string;
}

/** Lexemes by weight: A names, B manufacturer, C merchant, D codes and specification. */
export interface SearchDocument {
  a: string[];
  b: string[];
  c: string[];
  d: string[];
}

const uniq = (xs: string[]) => [...new Set(xs.filter(Boolean))];

/** Strips 国药准字 and keeps the code: 国药准字H20010001 → h20010001 and its digits 20010001. */
export function approvalTokens(approvalNo: string): string[] {
  const code = words(approvalNo.replace(/^\s*国药准字/, '')).join('');
  const digits = code.replace(/\D/g, '');
  return uniq([code, digits]);
}

export function searchDocument(g: SearchableGoods): SearchDocument {
  const names = [g.name, g.genericName, g.tradeName];
  return {
    a: uniq(names.flatMap((n) => [...hanGrams(n), ...pinyinSuffixTokens(n), ...words(n)])),
    b: uniq([g.manufacturer, g.manufacturerShort].flatMap((m) => [...hanGrams(m), ...pinyinWholeTokens(m), ...words(m)])),
    c: uniq([...hanGrams(g.shopName), ...pinyinWholeTokens(g.shopName)]),
    d: uniq([...approvalTokens(g.approvalNo), ...words(g.barcode), ...words(g.spec), ...hanGrams(g.spec), ...hanGrams(g.dosageForm)]),
  };
}

const WEIGHT_POSITION = { a: '1A', b: '2B', c: '3C', d: '4D' } as const;

/**
 * The document as a tsvector literal ('lexeme':1A,2B …). Weights need positions to stick (array_to_tsvector makes
 * positionless lexemes), so each field gets a fixed position: A names, B manufacturer, C merchant, D codes.
 */
export function toTsvectorLiteral(doc: SearchDocument): string {
  const positions = new Map<string, string[]>();
  for (const field of ['a', 'b', 'c', 'd'] as const) {
    for (const lexeme of doc[field]) {
      const list = positions.get(lexeme) ?? [];
      list.push(WEIGHT_POSITION[field]);
      positions.set(lexeme, list);
    }
  }
  return [...positions].map(([lexeme, pos]) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}':${pos.join(',')}`).join(' ');
}
