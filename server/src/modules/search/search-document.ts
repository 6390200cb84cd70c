import { hanGrams, hanRuns, pinyinSuffixTokens, pinyinWholeTokens, words } from './chinese-tokens.js';

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

/** Longest single-run queries answered from the term table; longer ones match few goods and rank fast from the GIN. */
export const POSTING_MAX_HAN = 4;
export const POSTING_MAX_LATIN = 10;

/**
 * Every term a one-run query may be for which this goods could rank in tiers 0–2 (exact, prefix, contains): the
 * Chinese runs of 1–4 characters and the Latin substrings of its names, and the prefixes of its names' pinyin and
 * initials. A superset on purpose: the indexer keeps a term only where SQL computes tier ≤ 2 with the query's own
 * expression and the document matches the term's tsquery, so the table holds exactly what the query would rank there.
 * Chinese n-grams of the names, word starts and pinyin prefixes always match (the document holds their bigrams and
 * prefixed lexemes); only the pieces from inside a Latin word are marked `check` for the tsquery test.
 */
export function postingTerms(g: Pick<SearchableGoods, 'name' | 'genericName' | 'tradeName'>): Array<{ term: string; check: boolean }> {
  const out = new Set<string>();
  /** Latin pieces from inside a word ('c' of 'vc'): a name may contain them while no lexeme starts with them. */
  const inner = new Set<string>();
  for (const name of [g.name, g.genericName, g.tradeName]) {
    for (const run of hanRuns(name)) {
      const chars = [...run];
      for (let i = 0; i < chars.length; i++)
        for (let k = 1; k <= POSTING_MAX_HAN && i + k <= chars.length; k++) out.add(chars.slice(i, i + k).join(''));
    }
    for (const word of words(name))
      for (let i = 0; i < word.length; i++)
        for (let k = 1; k <= POSTING_MAX_LATIN && i + k <= word.length; k++) (i === 0 ? out : inner).add(word.slice(i, i + k));
  }
  for (const py of namePinyin(g)) for (let k = 1; k <= Math.min(POSTING_MAX_LATIN, py.length); k++) out.add(py.slice(0, k));
  return [...[...out].map((term) => ({ term, check: false })), ...[...inner].filter((t) => !out.has(t)).map((term) => ({ term, check: true }))];
}
