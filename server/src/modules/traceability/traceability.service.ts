import { readTraceCode, splitTraceCodes, TRACE_LEVEL_TEXT, TRACE_LINE_MAX_CODES, TRACE_PACKING_MAX_LINES, type TraceCode } from '@yaocai/contract';
import type { TraceCodeView, TraceManifest, TraceReceiptView } from '@yaocai/contract';
import { chinaMinute } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { Executor } from '../../db/client.js';
import { exportTable, type ExportColumn, type ExportedFile } from '../../shared/table-export.js';
import type { TracedLine } from '../orders/fulfilment.service.js';
import type { TraceReports } from './trace-report.service.js';
import type { PackingPair, ShippedCode, TraceabilityRepository } from './traceability.repository.js';

/** One line of a parcel as the ship call gives it, with the order line's facts the codes must agree with. */
export type CaptureLine = TracedLine;

/** Why a capture was refused; `reflow` names codes that had shipped before (the 回流药 warning operators get). */
export type CaptureRefusal = { message: string; reflow?: string[] };

/** Who asks for a code or a manifest: an operator (every shop), a merchant (its shop) or a buyer (its own parcels). */
export type TraceViewer = { shopId?: number } | { memberId: number };

const MANIFEST_COLUMNS: ExportColumn[] = [
  '发货单号',
  '订单号',
  '销售单位',
  '购货单位',
  '发货时间',
  '通用名/商品名',
  '规格',
  '生产厂家',
  '批准文号',
  '医保编码',
  '批号',
  '有效期至',
  '追溯码',
  '所在箱码',
].map((title) => ({ title, width: title === '追溯码' || title === '所在箱码' ? 36 : title === '医保编码' ? 26 : 16 }));

/**
 * 药品追溯码 (issue 47): the codes of a parcel's boxes captured as it ships (cartons expanded through the packing
 * relation, counted against each line, refused when a code has shipped before), the packing relation itself, a code's
 * history and a parcel's electronic manifest.
 */
export class TraceabilityService {
  constructor(
    private readonly repo: TraceabilityRepository,
    /** The national platforms' outbox: a parcel that shipped with codes gets its report in the same transaction. */
    private readonly reports: Pick<TraceReports, 'shipped'>,
  ) {}

  /**
   * When the platform requires codes at shipment (site settings' 追溯码必扫): the first drug line — one with a 批准文号;
   * 中药饮片 and devices carry no 药品追溯码 — shipping without its codes, worded for the shop; null otherwise.
   */
  async uncoded(tx: Executor, lines: Array<{ name: string; approvalNo: string; number: number; codes?: string }>): Promise<string | null> {
    const missing = lines.find((l) => l.approvalNo.trim() !== '' && !(l.codes ?? '').trim());
    if (!missing || !(await this.repo.codesRequired(tx))) return null;
    return `平台要求发货时扫描药品追溯码：请为「${missing.name}」扫描${missing.number}个追溯码`;
  }

  /**
   * Ties the codes of a parcel's lines to it, inside the ship transaction `tx`. Each line given codes must get exactly
   * its quantity of boxes (小码, after expanding 大码/中码), all of one product whose batch and expiry (when the code
   * carries them) are the line's; a code another shop holds, one given twice, or one that has shipped before is refused.
   * Once they are written, the parcel's report to the national platforms goes into the outbox (trace-report.service.ts).
   */
  async capture(tx: Executor, shopId: number, shipmentId: number, lines: CaptureLine[]): Promise<CaptureRefusal | null> {
    const read: Array<{ line: CaptureLine; codes: TraceCode[] }> = [];
    for (const line of lines) {
      const codes: TraceCode[] = [];
      for (const [i, raw] of splitTraceCodes(line.codes).entries()) {
        const r = readTraceCode(raw);
        if (!r.ok) return { message: `「${line.name}」第${i + 1}个追溯码：${r.error}` };
        codes.push(r.value);
      }
      if (codes.length > TRACE_LINE_MAX_CODES) return { message: `「${line.name}」追溯码超过${TRACE_LINE_MAX_CODES}个，请分批发货` };
      read.push({ line, codes });
    }
    const given = read.flatMap((r) => r.codes.map((c) => c.code));
    const twice = given.find((c, i) => given.indexOf(c) !== i);
    if (twice) return { message: `追溯码${twice}重复` };

    const known = new Map((await this.repo.known(tx, given)).map((k) => [k.code, k]));
    for (const code of given) {
      const k = known.get(code);
      if (k && k.shop_id !== shopId) return { message: `追溯码${code}属于其他店铺，不能发货` };
    }
    const cartons = given.filter((c) => (known.get(c)?.level ?? 1) > 1);
    const packed = await this.repo.descendants(tx, cartons);
    const shippedBefore = [
      ...given.filter((c) => known.get(c)?.shipment_id),
      ...(await this.shippedAmong(
        tx,
        packed.map((p) => p.code),
      )),
    ];
    if (shippedBefore.length > 0) {
      const first = known.get(shippedBefore[0]);
      const where = first?.order_no ? `已随订单${first.order_no}发货` : '已发货';
      return { message: `追溯码${shippedBefore[0]}${where}，不能再次发货（疑似回流药，已通知平台）`, reflow: shippedBefore };
    }

    const children = new Map<string, typeof packed>();
    for (const p of packed) children.set(p.parent_code, [...(children.get(p.parent_code) ?? []), p]);
    const rows: ShippedCode[] = [];
    const products = new Map<string, CaptureLine>();
    const boxesSeen = new Set<string>();
    for (const { line, codes } of read) {
      if (codes.length === 0) continue;
      const boxes: Array<{ code: string; kind: string; product: string; gs1?: TraceCode }> = [];
      // A carton ships too (its row keeps the parcel), and stands for every box packed in it, at any depth.
      const expand = (code: string, kind: string, level: number): void => {
        rows.push({
          code,
          kind,
          level,
          product: '',
          goodsId: line.goodsId,
          orderItemId: line.orderItemId,
          batchNo: line.batchNo,
          expiryDate: line.expiryDate,
        });
        for (const child of children.get(code) ?? []) {
          if (child.level > 1) expand(child.code, child.kind, child.level);
          else boxes.push({ code: child.code, kind: child.kind, product: child.product });
        }
      };
      for (const c of codes) {
        const level = known.get(c.code)?.level ?? 1;
        if (level > 1) expand(c.code, c.kind, level);
        else boxes.push({ code: c.code, kind: c.kind, product: c.product, gs1: c.kind === 'gs1' ? c : undefined });
      }
      for (const b of boxes) {
        if (boxesSeen.has(b.code)) return { message: `追溯码${b.code}重复（已在另一箱码中）` };
        boxesSeen.add(b.code);
        if (b.gs1?.batch && b.gs1.batch !== line.batchNo)
          return { message: `追溯码${b.code}的批号${b.gs1.batch}与「${line.name}」的批号${line.batchNo}不符` };
        if (b.gs1?.expiry && b.gs1.expiry !== line.expiryDate) {
          return { message: `追溯码${b.code}的有效期${b.gs1.expiry}与「${line.name}」的有效期${line.expiryDate}不符` };
        }
      }
      if (boxes.length !== line.number) {
        return { message: `「${line.name}」追溯码对应${boxes.length}盒，与发货数量${line.number}不一致` };
      }
      const lineProducts = [...new Set(boxes.map((b) => b.product).filter((p) => p !== ''))];
      if (lineProducts.length > 1) return { message: `「${line.name}」的追溯码属于不同的药品（药品标识码${lineProducts.join('、')}）` };
      for (const p of lineProducts) products.set(p, line);
      for (const b of boxes) {
        rows.push({
          code: b.code,
          kind: b.kind,
          level: 1,
          product: b.product,
          goodsId: line.goodsId,
          orderItemId: line.orderItemId,
          batchNo: line.batchNo,
          expiryDate: line.expiryDate,
        });
      }
    }
    if (rows.length === 0) return null;
    // One 药品标识码 (or GTIN) names one drug and pack: it may not ship as goods of another approval number.
    for (const shipped of await this.repo.productsShippedAs(tx, [...products.keys()])) {
      const line = products.get(shipped.product);
      if (line && shipped.approval_no !== line.approvalNo) {
        return { message: `「${line.name}」的追溯码药品标识码${shipped.product}属于另一药品（批准文号${shipped.approval_no}）` };
      }
    }
    const written = await this.repo.ship(tx, shopId, shipmentId, rows);
    if (written !== rows.length) return { message: '部分追溯码刚被其他发货使用，请刷新后重试' };
    await this.reports.shipped(tx, shopId, shipmentId);
    return null;
  }

  /** Records that a shop tried to ship codes that had shipped before (outside the refused ship's transaction). */
  async warnReflow(shopId: number, orderId: number, codes: string[]): Promise<void> {
    await this.repo.alert(shopId, orderId, codes.slice(0, 50));
  }

  /** The packing relation of a shop's cartons: lines `父码,子码` (or separated by a tab or spaces). */
  async importPacking(shopId: number, text: string): Promise<Result<{ parents: number; children: number }>> {
    const lines = text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l !== '');
    if (lines.length === 0) return failure('invalid', '请填写包装关系，每行“父码,子码”', 'text');
    if (lines.length > TRACE_PACKING_MAX_LINES) return failure('invalid', `包装关系一次最多${TRACE_PACKING_MAX_LINES}行，请分批导入`, 'text');
    const pairs: PackingPair[] = [];
    const parentOf = new Map<string, string>();
    for (const [i, l] of lines.entries()) {
      const parts = l.split(/\s*[,，;；\t]\s*|\s{2,}/).filter((p) => p !== '');
      if (parts.length !== 2) return failure('invalid', `第${i + 1}行应为“父码,子码”两个追溯码`, 'text');
      const [parent, child] = parts.map((p) => readTraceCode(p));
      if (!parent.ok) return failure('invalid', `第${i + 1}行父码：${parent.error}`, 'text');
      if (!child.ok) return failure('invalid', `第${i + 1}行子码：${child.error}`, 'text');
      if (parent.value.code === child.value.code) return failure('invalid', `第${i + 1}行父码与子码相同`, 'text');
      const before = parentOf.get(child.value.code);
      if (before && before !== parent.value.code) return failure('invalid', `第${i + 1}行：追溯码${child.value.code}不能同时装在两个箱码中`, 'text');
      parentOf.set(child.value.code, parent.value.code);
      pairs.push({
        parent: parent.value.code,
        parentKind: parent.value.kind,
        child: child.value.code,
        childKind: child.value.kind,
        childProduct: child.value.product,
      });
    }
    // A carton inside itself (directly or through others) cannot be packed.
    for (const start of parentOf.keys()) {
      let at: string | undefined = start;
      for (let depth = 0; at !== undefined; depth++) {
        at = parentOf.get(at);
        if (at === start || depth > 3) return failure('invalid', `包装关系层级错误：${start}（大码、中码、小码最多三层，且不能循环）`, 'text');
      }
    }
    const codes = [...new Set(pairs.flatMap((p) => [p.parent, p.child]))];
    return this.repo.transaction(async (tx) => {
      const conflicts = await this.repo.packingConflicts(tx, shopId, codes);
      if (conflicts.length > 0) {
        const c = conflicts[0];
        return failure('conflict', c.reason === 'shop' ? `追溯码${c.code}已由其他店铺登记` : `追溯码${c.code}已发货，不能再改包装关系`);
      }
      const moved = (await this.repo.currentParents(tx, [...parentOf.keys()])).find((r) => r.parent_code !== parentOf.get(r.code));
      if (moved) return failure('conflict', `追溯码${moved.code}已登记在箱码${moved.parent_code}中`);
      await this.repo.pack(tx, shopId, pairs);
      return success({ parents: new Set(pairs.map((p) => p.parent)).size, children: parentOf.size });
    });
  }

  /** One code's history, for an operator, its shop, or the buyer who received it; anyone else is told it is unknown. */
  async lookup(raw: string, viewer: TraceViewer): Promise<Result<TraceCodeView>> {
    const read = readTraceCode(raw);
    if (!read.ok) return failure('invalid', read.error, 'code');
    const r = await this.repo.lookup(read.value.code);
    const visible = r && ('memberId' in viewer ? r.member_id === viewer.memberId : viewer.shopId === undefined || viewer.shopId === r.shop_id);
    if (!r || !visible) return failure('not_found', `未找到追溯码${read.value.code}`);
    return success({
      code: r.code,
      kind: r.kind,
      level: r.level,
      level_text: TRACE_LEVEL_TEXT[r.level] ?? '小码',
      parent_code: r.parent_code,
      children: r.children,
      shop_id: r.shop_id,
      shop_name: r.shop_name,
      goods:
        r.goods_id !== null
          ? { id: r.goods_id, name: r.goods_name ?? '', spec: r.spec ?? '', manufacturer: r.manufacturer ?? '', approval_no: r.approval_no ?? '' }
          : null,
      batch_no: r.batch_no,
      expiry_date: r.expiry_date,
      order: r.order_id !== null ? { id: r.order_id, order_no: r.order_no ?? '', buyer: r.buyer ?? '' } : null,
      shipment:
        r.shipment_id !== null
          ? { id: r.shipment_id, carrier: r.carrier ?? '', tracking_no: r.tracking_no ?? '', shipped_at: r.shipped_at ?? '' }
          : null,
      received_at: r.received_at,
    });
  }

  /** A parcel's electronic manifest: every line it holds with its boxes' codes (and the carton each came in). */
  async manifest(shipmentId: number, viewer: TraceViewer): Promise<Result<TraceManifest>> {
    const s = await this.repo.shipment(shipmentId);
    const visible = s && ('memberId' in viewer ? s.member_id === viewer.memberId : viewer.shopId === undefined || viewer.shopId === s.shop_id);
    if (!s || !visible) return failure('not_found', '发货记录不存在');
    const [lines, codes] = await Promise.all([this.repo.lines(s.items.map((i) => i.order_item_id)), this.repo.manifestCodes(shipmentId)]);
    const number = new Map(s.items.map((i) => [i.order_item_id, i.number]));
    return success({
      shipment_id: s.shipment_id,
      order_no: s.order_no,
      seller: s.seller,
      buyer: s.buyer,
      carrier: s.carrier,
      tracking_no: s.tracking_no,
      shipped_at: s.shipped_at,
      lines: lines.map((l) => ({
        ...l,
        number: number.get(l.order_item_id) ?? 0,
        codes: codes.filter((c) => c.order_item_id === l.order_item_id).map((c) => ({ code: c.code, carton: c.carton })),
      })),
    });
  }

  /**
   * Receipt against the manifest: the codes the pharmacy scanned mark the parcel's boxes received (a carton's code its
   * boxes); what the parcel does not hold is named — another parcel's box, a code the platform does not know, a
   * scan that is not a code. Scanning again adds nothing twice. Only the buyer of the order may.
   */
  async receipt(shipmentId: number, memberId: number, scannedText?: string): Promise<Result<TraceReceiptView>> {
    const s = await this.repo.shipment(shipmentId);
    if (!s || s.member_id !== memberId) return failure('not_found', '发货记录不存在');
    const extra: TraceReceiptView['extra'] = [];
    let added = 0;
    if (scannedText !== undefined) {
      const seen = new Set<string>();
      const codes: string[] = [];
      for (const raw of splitTraceCodes(scannedText)) {
        const r = readTraceCode(raw);
        if (!r.ok) extra.push({ code: raw.slice(0, 60), reason: r.error });
        else if (!seen.has(r.value.code)) {
          seen.add(r.value.code);
          codes.push(r.value.code);
        }
      }
      if (codes.length === 0 && extra.length === 0) return failure('invalid', '请扫描或输入追溯码', 'codes');
      const known = new Map((await this.repo.scannedCodes(codes)).map((k) => [k.code, k]));
      for (const code of codes) {
        const k = known.get(code);
        if (!k) extra.push({ code, reason: '平台无此追溯码' });
        else if (k.shipment_id !== shipmentId) extra.push({ code, reason: '不属于本次发货' });
      }
      added = await this.repo.markReceived(
        shipmentId,
        codes.filter((c) => known.get(c)?.shipment_id === shipmentId),
      );
    }
    const [lines, boxes] = await Promise.all([this.repo.lines(s.items.map((i) => i.order_item_id)), this.repo.receiptBoxes(shipmentId)]);
    const number = new Map(s.items.map((i) => [i.order_item_id, i.number]));
    const view = lines.map((l) => {
      const mine = boxes.filter((b) => b.order_item_id === l.order_item_id);
      return {
        order_item_id: l.order_item_id,
        name: l.name,
        spec: l.spec,
        batch_no: l.batch_no,
        number: number.get(l.order_item_id) ?? 0,
        received: mine.filter((b) => b.received).length,
        missing: mine.filter((b) => !b.received).map((b) => b.code),
      };
    });
    return success({
      expected: boxes.length,
      received: boxes.filter((b) => b.received).length,
      added,
      lines: view,
      extra,
    });
  }

  /** The manifest as the file asked for: JSON as given, CSV (UTF-8 with BOM, for Excel) or xlsx; one row per box. */
  async manifestFile(shipmentId: number, viewer: TraceViewer, format: 'json' | 'csv' | 'xlsx'): Promise<Result<ExportedFile>> {
    const m = await this.manifest(shipmentId, viewer);
    if (!m.ok) return m;
    const v = m.value;
    const base = `追溯码清单-${v.order_no}-${v.shipment_id}`;
    const asciiBase = `trace-manifest-${v.order_no}-${v.shipment_id}`;
    if (format === 'json') {
      return success({
        data: Buffer.from(JSON.stringify(v, null, 2)),
        type: 'application/json',
        name: `${base}.json`,
        asciiName: `${asciiBase}.json`,
      });
    }
    const rows = v.lines.flatMap((l) => {
      const cells = (code: string, carton: string) => [
        v.shipment_id,
        v.order_no,
        v.seller,
        v.buyer,
        chinaMinute(v.shipped_at),
        l.name,
        l.spec,
        l.manufacturer,
        l.approval_no,
        l.yb_code,
        l.batch_no,
        l.expiry_date,
        code,
        carton,
      ];
      return l.codes.length > 0 ? l.codes.map((c) => cells(c.code, c.carton ?? '')) : [cells('', '')];
    });
    return success(await exportTable(format, { columns: MANIFEST_COLUMNS, rows, sheet: '追溯码清单', name: base, asciiName: asciiBase }));
  }

  alerts() {
    return this.repo.alerts();
  }

  private async shippedAmong(tx: Executor, codes: string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    return (await this.repo.known(tx, codes)).filter((k) => k.shipment_id !== null).map((k) => k.code);
  }
}
