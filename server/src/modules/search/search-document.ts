import { hanGrams, pinyinSuffixTokens, pinyinWholeTokens, words } from './chinese-tokens.js';

/** Full pinyin and initials of the generic and trade names (amoxilinjiaonang, amxljn): pinyin prefixes rank high. */
export function namePinyin(g: Pick<SearchableGoods, 'genericName' | 'tradeName'>): string[] {
  return uniq([g.genericName, g.tradeName].flatMap((n) => pinyinWholeTokens(n)));
}

/**
 * The version of what the indexer writes for a goods: its document, its names' pinyin, its term-table rows and their
 * tiers. Raise it with any change to them: a database whose index is older is rebuilt in the background after the
 * upgrade (SearchMaintenance). 2: names mixing Latin letters and digits spelt with them (wssb1p), tiers 3–5.
 */
export const SEARCH_DOCUMENT_VERSION = 2;

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

/** A lexeme's leading run of letters, digits and inner dots: what a Latin search term is matched against. */
const LATIN_RUN = /^[a-z0-9]+(?:\.[a-z0-9]+)*/;

/**
 * The Latin terms a document matches as prefixes, each once: the leading run of every lexeme, cut at 1..10 characters
 * (POSTING_MAX_LATIN), never ending in a dot — what the SQL function search_latin_prefixes (migration 0050) gives for
 * the document's tsvector, computed here from the lexemes the indexer writes, so a bulk index does not parse them
 * back in SQL. search-postings.api.test.ts checks the ledger built this way against the SQL function over every
 * document.
 */
export function latinPrefixes(doc: SearchDocument): string[] {
  const out = new Set<string>();
  for (const lexeme of [...doc.a, ...doc.b, ...doc.c, ...doc.d]) {
    const run = LATIN_RUN.exec(lexeme)?.[0];
    if (!run) continue;
    for (let k = 1; k <= Math.min(POSTING_MAX_LATIN, run.length); k++) if (run[k - 1] !== '.') out.add(run.slice(0, k));
  }
  return [...out];
}

/** Term-table keys of 厂家 searches (type 1): the term behind this prefix, matched in the manufacturer's lexemes only. */
export const MAKER_KEY = 'B:';

const HAN_ONLY = /^\p{Script=Han}+$/u;
/** A Latin term (pinyin, initials, codes): the query's tiers also compare it with the names' pinyin. */
export const LATIN_TERM = /^[a-z0-9.]+$/;

/**
 * The one rule of what the term table holds whole: a key of 2–4 Chinese characters (a drug or a 厂家 search) keeps every
 * goods its query matches, in all tiers, so page and total come from it alone; a Latin term or a single character
 * keeps tiers 0–2 only.
 */
export function isCompleteKey(key: string): boolean {
  const term = key.startsWith(MAKER_KEY) ? key.slice(MAKER_KEY.length) : key;
  return [...term].length >= 2 && !LATIN_TERM.test(term);
}

/**
 * Every Chinese term of 2–4 characters a document matches: such a query is all of its bigrams, so a goods matches
 * 头孢克 exactly when 头孢 and 孢克 are among its lexemes — the paths of 1–3 bigrams through the document's bigram graph
 * (contiguous or not, in any field). Enumerating them makes the term table complete for these terms: it holds every
 * goods such a query matches, in all four tiers. (A single character matches too widely to keep whole: see
 * postingCandidates.)
 */
export function hanTermsMatched(lexemes: string[]): string[] {
  const out = new Set<string>();
  const next = new Map<string, string[]>();
  const bigrams: Array<[string, string]> = [];
  for (const l of new Set(lexemes)) {
    if (!HAN_ONLY.test(l)) continue;
    const chars = [...l];
    if (chars.length !== 2) continue;
    out.add(l);
    bigrams.push([chars[0], chars[1]]);
    const list = next.get(chars[0]);
    if (list) list.push(chars[1]);
    else next.set(chars[0], [chars[1]]);
  }
  for (const [a, b] of bigrams)
    for (const c of next.get(b) ?? []) {
      out.add(a + b + c);
      for (const d of next.get(c) ?? []) out.add(a + b + c + d);
    }
  return [...out];
}

export interface PostingCandidate {
  /** The term-table key: the term, or MAKER_KEY + term for 厂家 searches. */
  key: string;
  /** The term itself (what the query's tiers compare the names with). */
  term: string;
  /** The term's tsquery must be checked against the document (a Latin piece from inside a word). */
  check: boolean;
  /** The goods' tier for the term past the names' (3–5, see elsewhereTiers); 5 for terms kept in tiers 0–2 only. */
  elsewhere: number;
}

/**
 * What fieldTier (search-rank.sql.ts) gives a document for a Chinese term, computed from the lexemes the indexer
 * writes: 3 when the names hold all its bigrams (its query restricted to weight A), 4 when the names and the goods'
 * own words (D) do, else 5. The term-table parity test checks it against the SQL over every term a document matches.
 */
export function elsewhereTiers(doc: SearchDocument): (term: string) => number {
  const names = new Set(doc.a);
  const own = new Set(doc.d);
  return (term) => {
    const chars = [...term];
    const grams = chars.length === 1 ? chars : chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
    if (grams.every((g) => names.has(g))) return 3;
    return grams.every((g) => names.has(g) || own.has(g)) ? 4 : 5;
  };
}

/**
 * The term table's candidates of one goods. Chinese terms of 2–4 characters: every term its document matches, as a
 * drug search (any field) and as a 厂家 search (MAKER_KEY, manufacturer lexemes only) — all tiers are kept, so such a
 * query is answered from the table alone, page and total. Single characters and Latin terms (pinyin, codes): the
 * characters and Latin substrings of its names and the prefixes of its names' pinyin and initials, for which it may
 * rank in tiers 0–2 (exact, prefix, contains) — a superset on purpose: the indexer keeps such a term only where SQL
 * computes tier ≤ 2 with the query's own expression and the document matches the term's tsquery; a page of theirs
 * reaching tier 3 is ranked from goods_search. Only Latin pieces from inside a word are marked `check` (a name may
 * contain them while no lexeme starts with them).
 */
export function postingCandidates(g: SearchableGoods, doc: SearchDocument = searchDocument(g)): PostingCandidate[] {
  const out: PostingCandidate[] = [];
  const elsewhere = elsewhereTiers(doc);
  for (const term of hanTermsMatched([...doc.a, ...doc.b, ...doc.c, ...doc.d]))
    out.push({ key: term, term, check: false, elsewhere: elsewhere(term) });
  for (const term of hanTermsMatched(doc.b)) out.push({ key: MAKER_KEY + term, term, check: false, elsewhere: elsewhere(term) });
  const partial = new Set<string>();
  const inner = new Set<string>();
  for (const name of [g.name, g.genericName, g.tradeName]) {
    for (const ch of name) if (HAN_ONLY.test(ch)) partial.add(ch);
    for (const word of words(name))
      for (let i = 0; i < word.length; i++)
        for (let k = 1; k <= POSTING_MAX_LATIN && i + k <= word.length; k++) (i === 0 ? partial : inner).add(word.slice(i, i + k));
  }
  for (const py of namePinyin(g)) for (let k = 1; k <= Math.min(POSTING_MAX_LATIN, py.length); k++) partial.add(py.slice(0, k));
  for (const term of partial) out.push({ key: term, term, check: false, elsewhere: 5 });
  for (const term of inner) if (!partial.has(term)) out.push({ key: term, term, check: true, elsewhere: 5 });
  return out;
}
