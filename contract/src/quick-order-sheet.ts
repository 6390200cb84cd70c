import type { QuickOrderSheet } from './quick-order.js';

/**
 * Purchase sheets → purchase lines, the same on both sides: the server reads uploaded .xlsx/.csv files with it, the
 * storefront the lines a buyer pastes. Pure functions over rows of cells.
 */

export const QUICK_ORDER_MAX_LINES = 200;
/** Upload limit of a purchase sheet (.xlsx or .csv): 200 lines fit in a few kilobytes. */
export const QUICK_ORDER_MAX_BYTES = 2 * 1024 * 1024;
/** Column titles of the template, in order (a sheet may also use 药品名称/通用名, 条形码, 厂家, 采购数量). */
export const QUICK_ORDER_COLUMNS = ['商品名称', '批准文号/条形码', '规格', '生产厂家', '数量'] as const;

type Field = 'name' | 'code' | 'spec' | 'maker' | 'quantity';
/** Column titles buyers' own sheets use (ERP exports, 药师帮 templates), matched after removing spaces; the first of each is the template's (QUICK_ORDER_COLUMNS). */
const TITLES: Record<Field, string[]> = {
  name: ['商品名称', '药品名称', '通用名', '通用名称', '品名', '名称', '商品名'],
  code: ['批准文号/条形码', '批准文号', '条形码', '条码', '国药准字', '批准文号或条形码'],
  spec: ['规格', '药品规格', '规格型号'],
  maker: ['生产厂家', '厂家', '生产企业', '生产单位', '厂商'],
  quantity: ['数量', '采购数量', '购买数量', '需求数量', '订购数量'],
};
const TEMPLATE_ORDER: Field[] = ['name', 'code', 'spec', 'maker', 'quantity'];

// eslint-disable-next-line no-control-regex -- control characters in a cell are noise from the sheet, never content
const CONTROL = /[\u0000-\u001F\u007F]/g;
const clean = (v: unknown) =>
  String(v ?? '')
    .replace(CONTROL, ' ')
    .trim();

function headerOf(row: unknown[]): Map<Field, number> | null {
  const found = new Map<Field, number>();
  row.forEach((cell, i) => {
    const title = clean(cell).replace(/\s+/g, '');
    for (const f of TEMPLATE_ORDER) if (!found.has(f) && TITLES[f].includes(title)) found.set(f, i);
  });
  return found.has('quantity') && (found.has('name') || found.has('code')) ? found : null;
}

/** Rows (first the header, if any) → lines; rows without a name or code, or with a bad quantity, are listed as skipped. */
export function linesFromRows(rows: unknown[][]): QuickOrderSheet {
  const lines: QuickOrderSheet['lines'] = [];
  const skipped: QuickOrderSheet['skipped'] = [];
  const headerAt = rows.slice(0, 10).findIndex((r) => headerOf(r) !== null);
  const columns = headerAt >= 0 ? headerOf(rows[headerAt])! : new Map(TEMPLATE_ORDER.map((f, i) => [f, i] as const));
  rows.forEach((row, index) => {
    if (index <= headerAt) return;
    const cell = (f: Field) => (columns.has(f) ? clean(row[columns.get(f)!]) : '');
    const [name, code, spec, maker, qty] = TEMPLATE_ORDER.map(cell);
    if (!name && !code && !spec && !maker && !qty) return;
    const rowNo = index + 1;
    if (!name && !code) return void skipped.push({ row: rowNo, reason: '缺少商品名称或批准文号/条形码' });
    const quantity = Number(qty.replace(/[,，]/g, ''));
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100_000) return void skipped.push({ row: rowNo, reason: '数量应为1-100000的整数' });
    if (lines.length >= QUICK_ORDER_MAX_LINES) return void skipped.push({ row: rowNo, reason: `超过${QUICK_ORDER_MAX_LINES}行，请分批导入` });
    lines.push({ name: name.slice(0, 60), code: code.slice(0, 40), spec: spec.slice(0, 60), maker: maker.slice(0, 60), quantity });
  });
  return { lines, skipped };
}

/** CSV or pasted text: tab-separated (copied from Excel) or comma-separated with "quoted, cells". */
export function rowsFromText(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const rows: string[][] = [];
  for (const line of body.split('\n')) {
    if (line.trim() === '') continue;
    if (line.includes('\t')) {
      rows.push(line.split('\t'));
      continue;
    }
    const cells: string[] = [];
    let cur = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') {
          cur += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else cur += ch;
      } else if (ch === '"' && cur === '') quoted = true;
      else if (ch === ',' || ch === '，') {
        cells.push(cur);
        cur = '';
      } else cur += ch;
    }
    cells.push(cur);
    rows.push(cells);
  }
  return rows;
}
