import { statedStocks } from './batches/stated-stock.js';
import type { BatchService } from './batches/batches.service.js';
import { randomUUID } from 'node:crypto';
import writeXlsxFile from 'write-excel-file/node';
import {
  CLASSIFICATION_NAMES,
  fenToYuanInput,
  GOODS_EXPORT_MAX_ROWS,
  GOODS_STATE_NAMES,
  type GoodsExportQuery,
  GOODS_IMPORT_COLUMNS,
  GOODS_IMPORT_KIND_NAMES,
  GOODS_IMPORT_MAX_ROWS,
  type GoodsEditView,
  type GoodsFormBody,
  type GoodsImportKind,
  type GoodsImportRow,
  type GoodsImportView,
} from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import type { JobQueue } from '../../core/jobs/job-queue.js';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import { readSpreadsheet } from '../../shared/spreadsheet.js';
import type { GoodsEditorRepository } from './goods-editor.repository.js';
import { editView, goodsWriteOf } from './goods-editor.service.js';
import type { GoodsImagesService } from './goods-images.service.js';
import { outOfShop, type ShopScope } from '../../shared/shop-scope.js';
import { cellText, checkRow, mapHeader, patchedBody, RefIndex, type CheckedRow } from './goods-import-sheet.js';
import { prohibitedClassOf } from './prohibited-classes.js';
import type { GoodsImportRepository } from './goods-import.repository.js';
import { isConnectionLoss } from '../../db/connection-loss.js';

export const GOODS_IMPORT_QUEUE = 'goods-import';
/** Rows per transaction: a chunk commits with the import's progress, so a restart resumes after the last one. */
const CHUNK = 200;
const MAX_UNZIPPED_BYTES = 60 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 200;
const MERCHANT_KINDS_ONLY = '商家批量导入支持“库存与批号”和“价格”；新商品与批准文号、规格、厂家的变更请通过“发布商品/编辑商品”提交平台审核';
const VIEW_ERRORS = 200;

type StoredRow = Awaited<ReturnType<GoodsImportRepository['nextRows']>>[number];

/**
 * Bulk goods files in the console. Uploading reads and checks every row against the goods form's schema and the
 * catalogue (a dry run: nothing is written but the file and its verdicts); starting queues a job in the PostgreSQL job
 * queue that writes the good rows in chunks of 200, each chunk one transaction that also moves the import's progress,
 * so the console's progress bar is the table's, and a job cut off by a restart picks up after the last chunk.
 */
export class GoodsImportService {
  constructor(
    private readonly deps: {
      database: Database;
      repo: GoodsImportRepository;
      editor: GoodsEditorRepository;
      /** The warehouses' batches the form's stock restates (FEFO). */
      batches: Pick<BatchService, 'restate' | 'lockedNumbers'>;
      images: GoodsImagesService;
      jobs: JobQueue;
      reindex: (tx: Executor, ids: number[]) => Promise<unknown>;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
      /** The goods list's filters → matching ids in its order (catalog admin). */
      matchingIds: (q: GoodsExportQuery, limit: number) => Promise<Result<number[]>>;
    },
  ) {}

  /** The dry run: the file's rows checked one by one; the verdicts are kept for the import and the error report. */
  async check(
    operator: { id: number; name: string },
    kind: GoodsImportKind,
    fileName: string,
    data: Buffer,
    shop?: ShopScope,
  ): Promise<Result<GoodsImportView>> {
    // A merchant's new goods and changes of what identifies a drug pass the goods review one by one (the form).
    if (shop !== undefined && kind === 'goods') return failure('invalid', MERCHANT_KINDS_ONLY, 'kind');
    const read = await readSpreadsheet(data, { maxUnzippedBytes: MAX_UNZIPPED_BYTES, maxEntries: MAX_ZIP_ENTRIES });
    if (!read.ok) return read;
    const [headRow = [], ...dataRows] = read.value;
    const header = headRow.map(cellText);
    const { columns, missing } = mapHeader(kind, header);
    if (missing.length) {
      return failure('invalid', `文件缺少必填列：${missing.join('、')}。请下载“${GOODS_IMPORT_KIND_NAMES[kind]}”模板填写`, 'file');
    }
    const rows = dataRows.map((r, i) => ({ rowNo: i + 2, cells: r.map(cellText) })).filter((r) => r.cells.some((c) => c !== ''));
    if (rows.length === 0) return failure('invalid', '文件中没有数据行', 'file');
    if (rows.length > GOODS_IMPORT_MAX_ROWS) return failure('invalid', `每个文件最多${GOODS_IMPORT_MAX_ROWS}行，请拆分后上传`, 'file');

    const refs = await this.refIndex();
    const idCol = columns.findIndex((c) => c?.key === 'id');
    const ids = idCol < 0 ? [] : [...new Set(rows.map((r) => Number(r.cells[idCol])).filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31))];
    const existing = new Map<number, GoodsEditView>();
    for (let i = 0; i < ids.length; i += 1000) {
      for (const row of await this.deps.editor.editRows(ids.slice(i, i + 1000))) existing.set(row.id, editView(row));
    }

    const seen = new Map<number, number>();
    const checked = rows.map((r, i) => {
      // A merchant's file names its own shop's goods only: another shop's goods is not found.
      const find = (id: number) => {
        const g = existing.get(id);
        return g && !outOfShop(shop, g.shop_id) ? g : undefined;
      };
      let verdict: CheckedRow = checkRow(kind, r.rowNo, columns, r.cells, refs, find);
      if (verdict.ok && verdict.goodsId !== null) {
        const first = seen.get(verdict.goodsId);
        if (first !== undefined) {
          verdict = { ok: false, errors: [{ row: r.rowNo, column: '商品ID', message: `与第${first}行是同一商品，请合并为一行` }] };
        } else seen.set(verdict.goodsId, r.rowNo);
      }
      return {
        seq: i + 1,
        rowNo: r.rowNo,
        cells: r.cells,
        // A new goods keeps its checked body; an update keeps what its cells set, laid over the goods when written.
        body: verdict.ok ? (verdict.goodsId === null ? (verdict.body as unknown as Record<string, unknown>) : verdict.patch) : null,
        goodsId: verdict.ok ? verdict.goodsId : null,
        errors: verdict.ok ? null : verdict.errors,
      };
    });
    const errorRows = checked.filter((r) => r.errors).length;
    const id = randomUUID();
    await this.deps.repo.insert(
      {
        id,
        kind,
        fileName: fileName.slice(0, 100) || '未命名文件',
        totalRows: rows.length,
        validRows: rows.length - errorRows,
        errorRows,
        header,
        operatorId: operator.id,
        operatorName: operator.name,
        shopId: shop ?? null,
      },
      checked,
    );
    return this.view(id);
  }

  /** A file with its first errors (`shop`: a merchant's own files only). */
  async view(id: string, shop?: ShopScope): Promise<Result<GoodsImportView>> {
    const row = await this.deps.repo.view(this.deps.database.db, id);
    if (!row || (shop !== undefined && row.shop_id !== shop)) return failure('not_found', '导入记录不存在');
    const errors = (await this.deps.repo.errorRows(id, VIEW_ERRORS)).flatMap((r) => r.errors ?? []).slice(0, VIEW_ERRORS);
    const { last_seq: _last, shop_id: _shop, ...rest } = row;
    return success({ ...rest, errors });
  }

  async recent(shop?: ShopScope): Promise<GoodsImportRow[]> {
    return (await this.deps.repo.recent(20, shop)).map(({ shop_id: _shop, ...r }) => r);
  }

  /** Queues the import of a checked file (once); the job writes its good rows. */
  async start(actor: Actor, id: string, shop?: ShopScope): Promise<Result<GoodsImportView>> {
    const started = await this.deps.database.db.transaction(async (tx) => {
      const row = await this.deps.repo.view(tx, id, true);
      if (!row || (shop !== undefined && row.shop_id !== shop)) return failure('not_found', '导入记录不存在');
      if (row.state !== 'checked') return failure('conflict', '该文件已开始导入，请勿重复提交');
      if (row.valid_rows === 0) return failure('invalid', '没有可导入的行，请修改后重新上传');
      await this.deps.repo.setState(tx, id, 'queued');
      await this.deps.jobs.enqueue(tx, GOODS_IMPORT_QUEUE, id, { import_id: id }, new Date());
      await this.deps.audit(tx, actor, {
        action: 'goods.import',
        detail: { import_id: id, kind: row.kind, file_name: row.file_name, rows: row.valid_rows, refused: row.error_rows },
      });
      return success(null);
    });
    return started.ok ? this.view(id) : started;
  }

  /** Cancels a checked file that will not be imported. */
  async cancel(actor: Actor, id: string, shop?: ShopScope): Promise<Result<GoodsImportView>> {
    const done = await this.deps.database.db.transaction(async (tx) => {
      const row = await this.deps.repo.view(tx, id, true);
      if (!row || (shop !== undefined && row.shop_id !== shop)) return failure('not_found', '导入记录不存在');
      if (row.state !== 'checked') return failure('conflict', '已开始导入的文件不能取消');
      await this.deps.repo.setState(tx, id, 'cancelled', 'finished');
      await this.deps.audit(tx, actor, { action: 'goods.import.cancel', detail: { import_id: id, file_name: row.file_name } });
      return success(null);
    });
    return done.ok ? this.view(id) : done;
  }

  /** The job: chunk after chunk until every good row is written; safe to run again after a crash. */
  async runJob(payload: Record<string, unknown>): Promise<void> {
    const id = String(payload.import_id);
    const categoryNames = new Map((await this.deps.editor.leafCategories()).map((c) => [c.id, c.path.split(' / ').at(-1)!]));
    for (;;) {
      const more = await this.deps.database.db.transaction(async (tx) => {
        const head = await this.deps.repo.view(tx, id, true);
        if (!head || head.state === 'done' || head.state === 'cancelled' || head.state === 'checked') return false;
        if (head.state === 'queued') await this.deps.repo.setState(tx, id, 'running', 'started');
        const rows = await this.deps.repo.nextRows(tx, id, head.last_seq, CHUNK);
        if (rows.length === 0) {
          await this.deps.repo.setState(tx, id, 'done', 'finished');
          return false;
        }
        const counts = await this.writeChunk(tx, id, rows, categoryNames);
        await this.deps.repo.advance(tx, id, { lastSeq: rows.at(-1)!.seq, processed: rows.length, ...counts });
        return true;
      });
      if (!more) return;
    }
  }

  /** One chunk in a savepoint; if the database refuses it, row by row so only the bad rows are left out. */
  private async writeChunk(tx: Executor, id: string, rows: StoredRow[], categoryNames: Map<number, string>) {
    try {
      return await tx.transaction((sp) => this.writeRows(sp, rows, categoryNames));
    } catch (chunkErr) {
      // A lost connection is no row's fault: the chunk's transaction is gone, and the job runs it again later.
      if (isConnectionLoss(chunkErr)) throw chunkErr;
      const counts = { created: 0, updated: 0, failed: 0 };
      for (const row of rows) {
        try {
          const one = await tx.transaction((sp) => this.writeRows(sp, [row], categoryNames));
          counts.created += one.created;
          counts.updated += one.updated;
        } catch (err) {
          if (isConnectionLoss(err)) throw err;
          counts.failed += 1;
          const message = `导入时未写入：${String((err as Error)?.message ?? err).slice(0, 100)}`;
          await this.deps.repo.rowFailed(tx, id, row.seq, [{ row: row.row_no, column: '', message }]);
        }
      }
      return counts;
    }
  }

  private async writeRows(tx: Executor, rows: StoredRow[], categoryNames: Map<number, string>) {
    const { editor } = this.deps;
    const updating = rows.flatMap((r) => (r.goods_id === null ? [] : [r.goods_id]));
    const current = new Map((await editor.editRows(updating, tx, true)).map((r) => [r.id, editView(r)]));
    const bodies = rows.map((r) => {
      if (r.goods_id === null) return r.body as unknown as GoodsFormBody;
      const now = current.get(r.goods_id);
      if (!now) throw new Error('商品不存在');
      const parsed = patchedBody(now, r.body ?? {});
      if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
      const banned = prohibitedClassOf({ ...parsed.data, category: categoryNames.get(parsed.data.category_id) });
      if (banned) throw new Error(`禁止网络销售：${banned.reason}`);
      return parsed.data;
    });
    const urls = await this.deps.images.urlMap(bodies.flatMap((b) => b.images));
    const values = bodies.map((b) =>
      goodsWriteOf(
        b,
        b.images.flatMap((i) => urls.get(i) ?? []),
      ),
    );
    const fresh = rows.flatMap((r, i) => (r.goods_id === null ? [i] : []));
    const newIds = await editor.insertGoodsMany(
      tx,
      fresh.map((i) => values[i]!),
    );
    const ids = rows.map((r) => r.goods_id ?? 0);
    fresh.forEach((i, k) => (ids[i] = newIds[k]!));
    for (const [i, r] of rows.entries()) if (r.goods_id !== null) await editor.updateGoods(tx, r.goods_id, values[i]!);
    await editor.writePartsMany(
      tx,
      bodies.map((b, i) => ({ id: ids[i]!, ladders: b.ladders, tags: b.tags, stocks: b.stocks })),
    );
    await this.deps.batches.restate(
      tx,
      bodies.flatMap((b, i) => statedStocks(ids[i]!, rows[i]!.goods_id === null ? null : (current.get(rows[i]!.goods_id!) ?? null), b)),
    );
    await this.deps.reindex(tx, ids);
    return { created: fresh.length, updated: rows.length - fresh.length, failed: 0 };
  }

  /** The rows refused (at the dry run or while importing) as an Excel file: the file's own columns and the reasons. */
  async errorReport(id: string, shop?: ShopScope): Promise<Result<Buffer>> {
    const head = await this.deps.repo.header(id);
    if (!head || (shop !== undefined && head.shop_id !== shop)) return failure('not_found', '导入记录不存在');
    const rows = await this.deps.repo.errorRows(id);
    const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
    const sheet = [
      [bold('行号'), bold('错误原因'), ...head.header.map(bold)],
      ...rows.map((r) => [
        { value: r.row_no },
        { value: (r.errors ?? []).map((e) => (e.column ? `${e.column}：${e.message}` : e.message)).join('；') },
        ...r.cells.map((value) => ({ value })),
      ]),
    ];
    const buffer = await writeXlsxFile(sheet, {
      columns: [{ width: 8 }, { width: 48 }, ...head.header.map(() => ({ width: 16 }))],
      sheet: '错误行',
    }).toBuffer();
    return success(buffer);
  }

  /** A template: the kind's columns, an example row, and a sheet that explains the columns. */
  template(kind: GoodsImportKind): Promise<Buffer> {
    const columns = GOODS_IMPORT_COLUMNS[kind];
    const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
    return writeXlsxFile([
      {
        sheet: GOODS_IMPORT_KIND_NAMES[kind],
        data: [
          columns.map((c) => ({ ...bold(c.title), ...(c.required ? { backgroundColor: '#FFF1B8' } : {}) })),
          columns.map((c) => ({ value: c.example })),
        ],
        columns: columns.map((c) => ({ width: c.width })),
        stickyRowsCount: 1,
      },
      {
        sheet: '填写说明',
        data: [[bold('列'), bold('说明')], ...columns.map((c) => [{ value: c.title }, { value: HINTS[c.key] ?? (c.required ? '必填' : '选填') }])],
        columns: [{ width: 20 }, { width: 80 }],
      },
    ]).toBuffer();
  }

  /** The goods the list's filters match as an Excel file in the goods import's columns (edit it, import it back). */
  async exportGoods(q: GoodsExportQuery, shop?: ShopScope): Promise<Result<Buffer>> {
    const matched = await this.deps.matchingIds(shop === undefined ? q : { ...q, shop_id: shop }, GOODS_EXPORT_MAX_ROWS + 1);
    if (!matched.ok) return matched;
    const ids = matched.value;
    if (ids.length > GOODS_EXPORT_MAX_ROWS) return failure('invalid', `导出最多${GOODS_EXPORT_MAX_ROWS}条，请缩小筛选范围后再导出`, 'keyword');
    const [refs, categories] = await Promise.all([this.deps.repo.refs(), this.deps.editor.leafCategories()]);
    const names = {
      shop: new Map(refs.shops.map((x) => [x.id, x.short_name])),
      warehouse: new Map(refs.shops.flatMap((x) => x.warehouses.map((w) => [w.id, w.name] as const))),
      category: new Map(categories.map((c) => [c.id, c.path])),
      scope: new Map(refs.scopes.map((x) => [x.code, x.name])),
      brand: new Map(refs.brands.map((x) => [x.id, x.name])),
      tag: new Map(refs.tags.map((x) => [x.code, x.name])),
    };
    const byId = new Map<number, GoodsEditView>();
    for (let i = 0; i < ids.length; i += 1000) {
      for (const row of await this.deps.editor.editRows(ids.slice(i, i + 1000))) byId.set(row.id, editView(row));
    }
    const yesNo = (b: boolean) => (b ? '是' : '否');
    const columns = GOODS_IMPORT_COLUMNS.goods;
    const cellsOf = (g: GoodsEditView): Record<string, string | number> => {
      const only = g.stocks.length === 1 ? g.stocks[0]! : null;
      return {
        id: g.id,
        shop_id: names.shop.get(g.shop_id) ?? g.shop_id,
        category_id: names.category.get(g.category_id) ?? g.category_id,
        generic_name: g.generic_name,
        trade_name: g.trade_name,
        name: g.name,
        spec: g.spec,
        dosage_form: g.dosage_form,
        unit: g.unit,
        manufacturer: g.manufacturer,
        approval_no: g.approval_no,
        barcode: g.barcode,
        yb_code: g.yb_code,
        classification: CLASSIFICATION_NAMES[g.classification],
        scope_code: names.scope.get(g.scope_code) ?? g.scope_code,
        brand_id: g.brand_id ? (names.brand.get(g.brand_id) ?? g.brand_id) : '',
        middle_pack: g.middle_pack,
        case_pack: g.case_pack,
        min_order: g.min_order,
        batch_no: g.batch_no,
        production_date: g.production_date,
        expiry_date: g.expiry_date,
        base_price: fenToYuanInput(g.base_price),
        retail_price: fenToYuanInput(g.retail_price),
        ladders: g.ladders.map((l) => `${l.number}:${fenToYuanInput(l.price)}`).join(';'),
        // One warehouse: its name and stock (an import sets it back); several: per warehouse in the stock file.
        ck: only ? (names.warehouse.get(only.ck_id) ?? only.ck_id) : '',
        stock: only ? only.number : '',
        tags: g.tags.map((t) => names.tag.get(t) ?? t).join(','),
        is_yx: yesNo(g.is_yx),
        is_zy: yesNo(g.is_zy),
        is_kx: yesNo(g.is_kx),
        is_free_shipping: yesNo(g.is_free_shipping),
        is_welfare: yesNo(g.is_welfare),
        status: GOODS_STATE_NAMES[g.status].replace(/^已/, ''),
      };
    };
    const data = [
      columns.map((c) => ({ value: c.title, fontWeight: 'bold' as const })),
      ...ids.flatMap((id) => {
        const g = byId.get(id);
        if (!g) return [];
        const cells = cellsOf(g);
        return [columns.map((c) => ({ value: cells[c.key] ?? '' }))];
      }),
    ];
    const buffer = await writeXlsxFile(data, { sheet: '商品', columns: columns.map((c) => ({ width: c.width })), stickyRowsCount: 1 }).toBuffer();
    return success(buffer);
  }

  private async refIndex() {
    const [refs, categories] = await Promise.all([this.deps.repo.refs(), this.deps.editor.leafCategories()]);
    return new RefIndex({ ...refs, categories: categories.map((c) => ({ ...c, name: c.path.split(' / ').at(-1)! })) });
  }
}

/** What the template's second sheet says about a column. */
const HINTS: Record<string, string> = {
  id: '留空为新增商品；填写已有商品的ID则按本行修改该商品（留空的列保持不变）',
  shop_id: '必填。店铺ID、店铺全称或简称',
  category_id: '必填。末级分类的ID、名称或完整路径（如 西药 / 抗感染药 / 青霉素类）',
  classification: '必填。处方药、甲类OTC、乙类OTC 或 其他',
  scope_code: '必填。经营范围名称或编码（如 化学药制剂、抗生素制剂、中成药）',
  brand_id: '选填。品牌ID或名称',
  yb_code: '选填。国家医保药品分类与代码，23位，以X（西药）或Z（中成药）开头，如 XA02BCA187A001010100462',
  production_date: '格式 2025-03-01（也可写 2025/3/1）',
  expiry_date: '格式 2027-02-28，须晚于生产日期',
  base_price: '单位元，最多两位小数',
  retail_price: '单位元，不能低于供货价',
  ladders: '“数量:单价”，多档用分号隔开，数量递增、单价递减且低于供货价，如 50:12.00;200:11.50',
  ck: '店铺的仓库名称或ID；填写库存时必填',
  stock: '该仓库的库存数量',
  tags: '标签名称，多个用逗号隔开',
  status: '上架 或 下架，默认下架',
};
