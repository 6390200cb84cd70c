// The search rows' workload (issue 16): ≥ 500 distinct real queries drawn from the demo catalogue — Chinese terms of
// 2–4 characters as buyers type them (the start of a generic or trade name), pinyin initials and full pinyin of those
// names, and makers (short names, as 药品 and as 厂家 searches) — requested with Zipf frequencies. The most popular
// queries are the broadest (the terms that occur in the most goods names), which is both what buyers do and the
// hardest case for a search engine. Fixed seed: every run sends the same sequence.
import { readSeed } from '@yaocai/server/seed/load-seed.js';
import { pinyinInitials, pinyinWholeTokens } from '@yaocai/server/modules/search/chinese-tokens.js';
import { rng } from './harness.js';

export interface SearchMix {
  /** Request paths in the order sent (autocannon cycles through them). */
  paths: string[];
  distinct: number;
  kinds: Record<string, number>;
}

export function searchMix({ requests = 6000, zipf = 1, seed = 16 } = {}): SearchMix {
  const { catalog } = readSeed();
  const names = catalog.goods.flatMap((g) => [g.generic_name, g.trade_name]).filter((n) => /^\p{Script=Han}{2,}/u.test(n ?? ''));
  const popularity = (term: string) => names.reduce((n, name) => n + (name.includes(term) ? 1 : 0), 0);
  const byPopularity = (terms: Iterable<string>, take: number) =>
    [...new Set(terms)]
      .map((t) => ({ t, n: popularity(t) }))
      .filter((x) => x.n > 0)
      .sort((a, b) => b.n - a.n || a.t.localeCompare(b.t))
      .slice(0, take);

  const han = (len: number) => names.map((n) => [...n].slice(0, len).join('')).filter((t) => [...t].length === len && /^\p{Script=Han}+$/u.test(t));
  const queries: Array<{ q: string; type: number; kind: string; n: number }> = [];
  for (const [len, take] of [
    [2, 140],
    [3, 100],
    [4, 80],
  ] as const)
    queries.push(...byPopularity(han(len), take).map((x) => ({ q: x.t, type: 0, kind: `中文 ${len} 字`, n: x.n })));
  // Pinyin of the same names: the initials of the first 2–4 characters (amxl), the full pinyin of the first 2 (amoxi…).
  const initials = byPopularity([...han(2), ...han(3), ...han(4)], 400).map((x) => ({ q: pinyinInitials(x.t), n: x.n }));
  const seenInitials = new Set<string>();
  for (const x of initials)
    if (x.q.length >= 2 && !seenInitials.has(x.q) && seenInitials.size < 90) {
      seenInitials.add(x.q);
      queries.push({ q: x.q, type: 0, kind: '拼音首字母', n: x.n });
    }
  const full = byPopularity(han(2), 60).map((x) => ({ q: pinyinWholeTokens(x.t)[0] ?? '', n: x.n }));
  for (const x of full) if (x.q) queries.push({ q: x.q, type: 0, kind: '全拼', n: x.n });
  const makers = [...new Set(catalog.goods.map((g) => g.manufacturer_short).filter((m) => m && [...m].length >= 2))];
  const makerRank = makers
    .map((m) => ({ m, n: catalog.goods.filter((g) => g.manufacturer_short === m).length }))
    .sort((a, b) => b.n - a.n || a.m.localeCompare(b.m))
    .slice(0, 60);
  for (const { m, n } of makerRank) {
    queries.push({ q: m, type: 1, kind: '厂家', n });
    queries.push({ q: m, type: 0, kind: '厂家（药品搜索）', n });
  }

  // One list, most popular first (by how many goods names hold the term), each query once.
  const unique = [...new Map(queries.map((x) => [`${x.type}:${x.q}`, x])).values()].sort((a, b) => b.n - a.n || a.q.localeCompare(b.q));
  const weights = unique.map((_, i) => 1 / (i + 1) ** zipf);
  const cumulative: number[] = [];
  weights.reduce((sum, w, i) => (cumulative[i] = sum + w), 0);
  const total = cumulative[cumulative.length - 1];
  const rand = rng(seed);
  const paths: string[] = [];
  for (let i = 0; i < requests; i++) {
    const r = rand() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    const x = unique[lo];
    paths.push(`/api/goods/search-new?keywords=${encodeURIComponent(x.q)}${x.type ? `&type=${x.type}` : ''}`);
  }
  const kinds: Record<string, number> = {};
  for (const x of unique) kinds[x.kind] = (kinds[x.kind] ?? 0) + 1;
  return { paths, distinct: unique.length, kinds };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const mix = searchMix();
  console.log(mix.distinct, mix.kinds);
  const counts = new Map<string, number>();
  for (const p of mix.paths) counts.set(p, (counts.get(p) ?? 0) + 1);
  console.log(
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([p, n]) => `${n} ${decodeURIComponent(p.split('keywords=')[1])}`),
  );
}
