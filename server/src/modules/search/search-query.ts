import { hanRuns, isHan, normalise, pinyinInitials } from './chinese-tokens.js';
import { isCompleteKey, MAKER_KEY, POSTING_MAX_HAN, POSTING_MAX_LATIN } from './search-document.js';

/** Longest keyword looked at; the rest of a pasted paragraph is ignored rather than refused. */
export const MAX_KEYWORD_CHARS = 64;

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** Keyword as typed → trimmed, normalised, with 国药准字 dropped; '' when nothing searchable remains. */
export function cleanKeyword(raw: string): string {
  return normalise(raw.trim())
    .replace(/国药准字/g, ' ')
    .slice(0, MAX_KEYWORD_CHARS)
    .trim();
}

/** Runs of Han characters and of Latin letters/digits, in order; everything else (SQL, regex, emoji) separates them. */
function runs(text: string): Array<{ han: boolean; text: string }> {
  const out: Array<{ han: boolean; text: string }> = [];
  for (const m of text.matchAll(/\p{Script=Han}+|[a-z0-9]+(?:\.[a-z0-9]+)*/gu)) {
    out.push({ han: isHan(m[0][0]), text: m[0] });
  }
  return out;
}

/** `weights` ('' for any, 'B' manufacturer, 'C' merchant, 'A' names, 'AD' the goods' own words) restricts lexemes to those fields. */
function hanTerm(run: string, weights: string): string {
  const w = weights ? `:${weights}` : '';
  const chars = [...run];
  if (chars.length === 1) return quote(chars[0]) + w;
  const grams = chars.slice(0, -1).map((c, i) => quote(c + chars[i + 1]) + w);
  return grams.length === 1 ? grams[0] : `(${grams.join(' & ')})`;
}

/**
 * Builds a tsquery (text, cast with ::tsquery, never parsed by a text-search parser) from a keyword:
 * Han runs must all be present as bigrams, Latin runs are prefixes (pinyin, codes, specs). A keyword mixing Han and
 * Latin (阿莫xl) may also match as pinyin initials of the whole (amxl:*). Returns null when nothing is searchable.
 */
export function toTsquery(keyword: string, weights = ''): string | null {
  const parts = runs(keyword);
  if (parts.length === 0) return null;
  const each = parts.map((p) => (p.han ? hanTerm(p.text, weights) : `${quote(p.text)}:*${weights}`));
  const all = each.length === 1 ? each[0] : `(${each.join(' & ')})`;
  const mixed = parts.some((p) => p.han) && parts.some((p) => !p.han);
  if (!mixed) return all;
  const initials = parts.map((p) => (p.han ? pinyinInitials(p.text) : p.text)).join('');
  return `${all} | ${quote(initials)}:*${weights}`;
}

/**
 * The keyword's query over the goods' names only (weight A) and over its own words (A names, D specification and
 * codes): what ranks a goods matched by its names (tier 3) above one matched by its own other words (4) and those
 * above goods matched only through their 厂家 or merchant (5). See fieldTier. For a keyword toTsquery searches with.
 */
export function nameQueriesOf(keyword: string): { nameQuery: string; ownQuery: string } {
  return { nameQuery: toTsquery(keyword, 'A')!, ownQuery: toTsquery(keyword, 'AD')! };
}

/** Han characters of the keyword, for the exact/prefix name tiers of the ranking. */
export function nameProbe(keyword: string): string {
  return hanRuns(keyword).join('') || keyword;
}

/** What a pinyin prefix of a name should match: the Latin part as typed, Han runs as initials (阿莫xl → amxl); '' if all Han. */
export function pinyinProbeOf(keyword: string): string {
  const parts = runs(keyword);
  if (!parts.some((p) => !p.han)) return '';
  return parts.map((p) => (p.han ? pinyinInitials(p.text) : p.text)).join('');
}

/**
 * The term-table key of a cleaned keyword, when it is one: a single run of Chinese (1–4 characters) or of Latin
 * letters and digits (1–10) and nothing else. Other keywords (several runs, 阿莫xl, longer) are ranked from the GIN.
 */
export function postingTermOf(keyword: string): { term: string; latin: boolean } | null {
  const parts = runs(keyword);
  if (parts.length !== 1 || parts[0].text !== keyword) return null;
  const { han, text } = parts[0];
  const length = [...text].length;
  if (han ? length > POSTING_MAX_HAN : length > POSTING_MAX_LATIN) return null;
  return { term: text, latin: !han };
}

/**
 * The term-table key of a search, when the table answers it: a drug search (type 0) of one run, or a 厂家 search
 * (type 1) of one Chinese run. Merchant searches and everything else are ranked from the GIN.
 */
export function postingKeyOf(keyword: string, type: number): string | null {
  const term = postingTermOf(keyword);
  if (!term) return null;
  if (type === 0) return term.term;
  // 厂家 keys are kept for whole terms only.
  return type === 1 && isCompleteKey(MAKER_KEY + term.term) ? MAKER_KEY + term.term : null;
}

/**
 * A Chinese keyword longer than the term table's keys (勃林格殷格翰, 注射用头孢曲松钠), as windows of POSTING_MAX_HAN
 * characters that together hold every bigram of its query (0–3, 3–6, …, and the last four): a goods matches the
 * keyword exactly when it is in every window's term-table rows (each window's rows are every goods its query
 * matches). Drug searches (type 0) and 厂家 searches (type 1, MAKER_KEY windows); null for anything else.
 */
export function coveringKeysOf(keyword: string, type: number): string[] | null {
  const parts = runs(keyword);
  if (parts.length !== 1 || parts[0].text !== keyword || !parts[0].han || (type !== 0 && type !== 1)) return null;
  const chars = [...keyword];
  if (chars.length <= POSTING_MAX_HAN) return null;
  const starts = new Set<number>();
  for (let s = 0; s + POSTING_MAX_HAN < chars.length; s += POSTING_MAX_HAN - 1) starts.add(s);
  starts.add(chars.length - POSTING_MAX_HAN);
  const prefix = type === 1 ? MAKER_KEY : '';
  return [...starts].map((s) => prefix + chars.slice(s, s + POSTING_MAX_HAN).join(''));
}
