import { ybCodeSearchOf, type SearchResult } from '@yaocai/contract';
import { z } from 'zod';
import type { searchQuery } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { Viewer } from '../../shared/viewer.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ContentService } from '../content/content.service.js';
import { filterClauses, ON_SALE } from '../catalog/goods-filters.sql.js';
import type { SearchPage, SearchRepository, SearchSpec } from './search.repository.js';
import type { DataVersions } from '../../core/cache/versioned-cache.js';
import type { OneTrip } from '../../db/client.js';
import { TtlLru } from '../../core/cache/ttl-lru.js';
import { cleanKeyword, coveringKeysOf, nameProbe, nameQueriesOf, pinyinProbeOf, postingKeyOf, toTsquery } from './search-query.js';

type SearchQuery = z.infer<typeof searchQuery>;
const SUGGESTIONS = 10;

/** Search types (spec §9): 0 drug name/brand/manufacturer/merchant, 1 manufacturer, other merchant. */
function weightsFor(type: number): string {
  if (type === 0) return '';
  return type === 1 ? 'B' : 'C';
}

/**
 * The search interface callers use. Today it is PostgreSQL full-text search over our own Chinese tokens
 * (goods_search); a dedicated engine can replace SearchRepository without touching callers.
 */
export class SearchService {
  /**
   * Rankings (ids + total of a query page) reused for a few seconds: popular searches repeat constantly and their
   * ranking barely moves. Cards (prices, stock) are always read fresh by id.
   */
  private readonly rankings: TtlLru<SearchPage>;

  constructor(
    private readonly repo: SearchRepository,
    private readonly catalog: CatalogService,
    private readonly content: ContentService,
    private readonly versions: DataVersions,
    private readonly oneTrip: OneTrip,
    rankingTtlMs = 0,
  ) {
    this.rankings = new TtlLru(rankingTtlMs, 2000);
  }

  async search(viewer: Viewer, q: SearchQuery): Promise<Result<SearchResult>> {
    const keyword = cleanKeyword(q.keywords);
    const empty = { list: [], total: 0, page: q.page, page_size: q.page_size };
    const tsquery = keyword ? toTsquery(keyword, weightsFor(q.type)) : null;
    if (!tsquery) return success({ goods: [], ads: [], data: empty, keywords: keyword });

    let categoryIds: number[] | undefined;
    if (q.select) {
      const tree = await this.catalog.categorySubtree(q.select);
      if (!tree) return failure('not_found', '分类不存在');
      categoryIds = tree.ids;
    }
    const filters = filterClauses(q, categoryIds).filter((w) => w !== ON_SALE);
    const key = JSON.stringify({ ...q, keywords: keyword });
    const spec: SearchSpec = {
      tsquery,
      probe: nameProbe(keyword),
      pinyinProbe: pinyinProbeOf(keyword),
      ...nameQueriesOf(keyword),
      where: filters,
      // Drug searches of one run and 厂家 searches of one Chinese run read the term table; the rest rank from goods_search.
      posting: postingKeyOf(keyword, q.type),
      cover: coveringKeysOf(keyword, q.type),
      ybCode: q.type === 0 ? ybCodeSearchOf(q.keywords) : null,
      limit: q.page_size,
      offset: (q.page - 1) * q.page_size,
    };
    const [{ ids, total, capped }, version, ads] = await Promise.all([
      ...this.rankWithVersion(key, spec),
      this.content.searchAds(q.keywords.trim()),
    ] as const);
    const list = await this.catalog.cardsByIds(viewer, ids, Promise.resolve(version));
    // Suggestions: the best-ranked distinct names of this page, each with its specifications.
    const byName = new Map<string, { name: string; ypgg: string[]; image: string; id: number }>();
    for (const g of list) {
      const s = byName.get(g.name) ?? { name: g.name, ypgg: [], image: g.goods_image[0], id: g.id };
      if (!s.ypgg.includes(g.ypgg)) s.ypgg.push(g.ypgg);
      byName.set(g.name, s);
    }
    return success({
      goods: [...byName.values()].slice(0, SUGGESTIONS),
      ads,
      data: { list, total, page: q.page, page_size: q.page_size, ...(capped ? { total_capped: true } : {}) },
      keywords: keyword,
    });
  }

  /**
   * The page's ranking and the catalogue version its cards are read at. A term-table search reads both in one
   * statement (the table's read folded with the version's: one round trip, planned once); a cached ranking or one
   * from goods_search reads the version beside it.
   */
  private rankWithVersion(key: string, spec: SearchSpec): [Promise<SearchPage>, Promise<number>] {
    const hit = this.rankings.get(key);
    const ybCode = hit ? null : spec.ybCode;
    if (ybCode) {
      // A 医保编码 (or its start) finds its goods by the code; one no goods has is searched as a keyword.
      const ranking = this.repo
        .byYbCode({ ...spec, ybCode })
        .then(async (page) => this.remember(key, page.total > 0 ? page : await this.repo.search(spec)));
      return [ranking, this.catalog.catalogVersion()];
    }
    const table = hit ? null : this.repo.tableRead(spec);
    if (!table) {
      const ranking = hit ? Promise.resolve(hit) : this.repo.rankFromIndex(spec).then((r) => this.remember(key, r));
      return [ranking, this.catalog.catalogVersion()];
    }
    const trip = this.oneTrip({ versions: this.versions.shapedRead(), first: table.read });
    const ranking = trip.then(async ({ first }) => this.remember(key, table.page(first[0]) ?? (await this.repo.rankFromIndex(spec))));
    return [ranking, trip.then(({ versions }) => Number(versions[0].catalog))];
  }

  private remember(key: string, page: SearchPage): SearchPage {
    this.rankings.set(key, page);
    return page;
  }

  /**
   * Candidates for many purchase lines at once (quick order): goods whose approval number, barcode or 医保编码 is the line's
   * code, and the best name matches of each line's name. Ids only, per line, best first; cards are the caller's.
   */
  async matchLines(
    lines: Array<{ code: string; name: string }>,
    perLine: number,
  ): Promise<Array<{ byCode: number[]; byName: Array<{ id: number; tier: number }> }>> {
    const codes = [...new Set(lines.map((l) => normaliseCode(l.code)).filter(Boolean))];
    const keywords = lines.map((l) => cleanKeyword(l.name));
    const [coded, exact] = await Promise.all([this.repo.byCodes(codes), this.repo.exactNames(keywords.flatMap((k, i) => (k ? [{ i, p: k }] : [])))]);
    // Full-text search only for the names that are not exactly some goods' name.
    const exactLines = new Set(exact.map((e) => e.i));
    const named = keywords.flatMap((keyword, i) => {
      const q = keyword && !exactLines.has(i) ? toTsquery(keyword) : null;
      if (!q) return [];
      const { nameQuery, ownQuery } = nameQueriesOf(keyword);
      return [{ i, q, p: nameProbe(keyword), a: nameQuery, o: ownQuery }];
    });
    const hits = [...exact.map((e) => ({ ...e, tier: 0 })), ...(await this.repo.searchMany(named, perLine))];
    return lines.map((l, i) => {
      const code = normaliseCode(l.code);
      return {
        byCode: code ? coded.filter((g) => g.approval_no === code || g.barcode === code || g.yb_code === code).map((g) => g.id) : [],
        byName: hits.filter((h) => h.i === i).map((h) => ({ id: h.id, tier: h.tier })),
      };
    });
  }
}

/** 国药准字 H20044558, ｈ20044558 and h20044558 are one approval number; barcodes are digits; 医保编码 upper case. */
export function normaliseCode(raw: string): string {
  const s = raw.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
  if (!s) return '';
  return /^[HZSJBTFQ]\d{8}$/.test(s) ? `国药准字${s}` : s;
}
