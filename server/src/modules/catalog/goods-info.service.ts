import fs from 'node:fs';
import path from 'node:path';
import { outOfShop, type ShopScope } from '../../shared/shop-scope.js';
import { randomUUID } from 'node:crypto';
import type { GoodsInsertView, PackageInsert, QualityReportBody, QualityReportView } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { GoodsInfoRepository, ReportRow } from './goods-info.repository.js';
import { qualityReportSvg } from './quality-report-svg.js';

const isFile = (file: string) =>
  fs.promises.stat(file).then(
    (st) => st.isFile(),
    () => false,
  );

const GOODS_MISSING = '商品不存在';
const REPORT_MISSING = '质检报告不存在';
const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/** A scan the console attached, already sniffed by the route (JPG/PNG/WebP/PDF). */
export interface ReportScan {
  data: Buffer;
  mime: string;
}

export type ReportFile = { kind: 'svg'; body: string } | { kind: 'file'; path: string; mime: string };

function view(r: ReportRow): QualityReportView {
  const ext = r.file && r.mime ? EXT[r.mime] : 'svg';
  return {
    id: r.id,
    goods_id: r.goods_id,
    goods_name: r.goods_name,
    spec: r.spec,
    manufacturer: r.manufacturer,
    batch_no: r.batch_no,
    report_no: r.report_no,
    inspector: r.inspector,
    inspected_on: r.inspected_on,
    conclusion: r.conclusion,
    url: `/media/report/${r.id}.${ext}`,
    mime: r.file && r.mime ? r.mime : 'image/svg+xml',
  };
}

/** The detail page's 说明书 and 质检报告, the header's report search, and the operator's editing of both. */
export class GoodsInfoService {
  constructor(
    private readonly repo: GoodsInfoRepository,
    /** Where attached report scans are kept (UPLOAD_DIR/reports). */
    private readonly reportDir: string,
  ) {}

  async insert(goodsId: number): Promise<Result<GoodsInsertView>> {
    const [g, row] = await Promise.all([this.repo.goods(goodsId), this.repo.insertOf(goodsId)]);
    if (!g) return failure('not_found', GOODS_MISSING);
    const { updated_at, ...insert } = row ?? { updated_at: null };
    return success({
      goods_id: g.id,
      name: g.name,
      generic_name: g.generic_name,
      spec: g.spec,
      approval_no: g.approval_no,
      manufacturer: g.manufacturer,
      insert: row ? (insert as PackageInsert) : null,
      updated_at,
    });
  }

  async saveInsert(operatorId: number, goodsId: number, body: PackageInsert): Promise<Result<GoodsInsertView>> {
    if (!(await this.repo.goods(goodsId))) return failure('not_found', GOODS_MISSING);
    await this.repo.saveInsert(goodsId, {
      ingredients: body.ingredients,
      character: body.character,
      indications: body.indications,
      dosage: body.dosage,
      adverseReactions: body.adverse_reactions,
      contraindications: body.contraindications,
      precautions: body.precautions,
      interactions: body.interactions,
      storage: body.storage,
      shelfLife: body.shelf_life,
      updatedBy: operatorId,
    });
    return this.insert(goodsId);
  }

  async reports(q: { goods_id?: number; keyword?: string; batch?: string; page: number; page_size: number }) {
    const { rows, total } = await this.repo.reports(
      { goodsId: q.goods_id, keyword: q.keyword, batch: q.batch },
      q.page_size,
      (q.page - 1) * q.page_size,
    );
    return { list: rows.map(view), total, page: q.page, page_size: q.page_size };
  }

  /** The report as shown: the attached scan, or the drawn report. `ext` must be the one its URL carries. */
  async reportFile(id: number, ext: string): Promise<Result<ReportFile>> {
    const r = await this.repo.report(id);
    if (!r) return failure('not_found', REPORT_MISSING);
    if (!r.file || !r.mime) return ext === 'svg' ? success({ kind: 'svg', body: qualityReportSvg(r) }) : failure('not_found', REPORT_MISSING);
    if (ext !== EXT[r.mime]) return failure('not_found', REPORT_MISSING);
    const dir = path.resolve(this.reportDir);
    const file = path.resolve(dir, r.file);
    if (!file.startsWith(dir + path.sep) || !(await isFile(file))) return failure('not_found', REPORT_MISSING);
    return success({ kind: 'file', path: file, mime: r.mime });
  }

  /** Attaches (or replaces) a batch's report; with no scan the report is drawn from the fields. */
  async saveReport(
    operatorId: number,
    goodsId: number,
    body: QualityReportBody,
    scan: ReportScan | null,
    shop?: ShopScope,
  ): Promise<Result<QualityReportView>> {
    const g = await this.repo.goods(goodsId);
    // A merchant attaches reports to its own shop's goods only (another shop's goods is not found).
    if (!g || outOfShop(shop, g.shop_id)) return failure('not_found', GOODS_MISSING);
    let file: string | null = null;
    if (scan) {
      await fs.promises.mkdir(this.reportDir, { recursive: true });
      file = `${randomUUID()}.${EXT[scan.mime]}`;
      await fs.promises.writeFile(path.join(this.reportDir, file), scan.data);
    }
    const id = await this.repo.saveReport(goodsId, {
      batchNo: body.batch_no,
      reportNo: body.report_no,
      inspector: body.inspector,
      inspectedOn: body.inspected_on,
      conclusion: body.conclusion,
      file,
      mime: scan?.mime ?? null,
      updatedBy: operatorId,
    });
    const row = await this.repo.report(id);
    return success(view(row!));
  }
}
