import type { GoodsCard, QuickOrderLine, QuickOrderResult } from '@yaocai/contract';
import type { Viewer } from '../../shared/viewer.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { SearchService } from '../search/search.service.js';
import { matchLine } from './quick-match.js';

/** Name hits kept per line before narrowing by maker and spec: enough for every merchant of a common drug. */
const HITS_PER_LINE = 24;

/** /quickOrder: purchase lines matched through the search module, priced for the buyer; the cart does the adding. */
export class QuickOrderService {
  constructor(
    private readonly search: SearchService,
    private readonly catalog: CatalogService,
  ) {}

  /** Three reads whatever the number of lines: codes, names (one lateral query), then every candidate's card. */
  async match(viewer: Viewer, lines: QuickOrderLine[]): Promise<QuickOrderResult> {
    const hits = await this.search.matchLines(lines, HITS_PER_LINE);
    const ids = [...new Set(hits.flatMap((h) => [...h.byCode, ...h.byName.map((n) => n.id)]))];
    const cards = new Map<number, GoodsCard>((await this.catalog.cardsByIds(viewer, ids)).map((c) => [c.id, c]));
    const out = lines.map((line, i) => ({ line: i + 1, input: line, ...matchLine(line, hits[i], cards) }));
    const count = (s: string) => out.filter((l) => l.status === s).length;
    return { lines: out, matched: count('matched'), ambiguous: count('ambiguous'), not_found: count('not_found') };
  }
}
