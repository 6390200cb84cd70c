import { readSeed } from '../../seed/load-seed.js';
import { pinyinInitials, pinyinWholeTokens } from './chinese-tokens.js';

/** The demo catalogue the search suites take their keywords from. */
export const { catalog } = readSeed();

/** Keywords buyers type: the first 1–4 characters of names, their pinyin initials, whole words of a name. */
export function keywords(): string[] {
  const names = [...new Set(catalog.goods.map((g) => g.generic_name))].slice(0, 120);
  const out = new Set<string>();
  for (const n of names) {
    const han = n.match(/^\p{Script=Han}+/u)?.[0] ?? '';
    for (let k = 1; k <= 4 && k <= han.length; k++) out.add(han.slice(0, k));
    const initials = pinyinInitials(han);
    for (let k = 1; k <= 4 && k <= initials.length; k++) out.add(initials.slice(0, k));
  }
  for (const spelling of mixedSpellings().slice(0, 40)) for (const k of [4, 7]) if (spelling.length >= k) out.add(spelling.slice(0, k));
  return [...out];
}

/** How names mixing Chinese with Latin letters and digits are spelt (wssb1p, fumeiq10jiaonang), with what they hold. */
export function mixedSpellings(): string[] {
  const out = new Set<string>();
  for (const g of catalog.goods)
    for (const n of [g.generic_name, g.trade_name])
      // The first two spellings keep the letters and digits (the other two leave them out).
      if (n && /[A-Za-z0-9]/.test(n)) for (const t of pinyinWholeTokens(n).slice(0, 2)) out.add(t);
  return [...out];
}

/** Makers and merchants as buyers type them (short names, the start of full names), and terms spread over fields. */
export function makerKeywords(): string[] {
  const out = new Set<string>();
  for (const g of catalog.goods.slice(0, 150)) {
    if (g.manufacturer_short) out.add(g.manufacturer_short);
    const maker = g.manufacturer.match(/^\p{Script=Han}+/u)?.[0] ?? '';
    for (const k of [2, 3, 4]) if (maker.length >= k) out.add(maker.slice(0, k));
  }
  for (const s of catalog.shops) out.add(s.name.slice(0, 3));
  return [...out].filter((k) => [...k].length >= 2 && [...k].length <= 4 && /^\p{Script=Han}+$/u.test(k));
}
