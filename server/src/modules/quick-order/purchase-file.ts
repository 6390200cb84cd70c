import writeXlsxFile from 'write-excel-file/node';
import { linesFromRows, QUICK_ORDER_COLUMNS, type QuickOrderSheet } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import { readSpreadsheet } from '../../shared/spreadsheet.js';

/** A 200-line purchase sheet unpacks to well under 1 MB; more than this is not a purchase sheet. */
const MAX_UNZIPPED_BYTES = 30 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 200;

/** An uploaded purchase sheet → lines (the file's type told by its bytes, shared/spreadsheet). */
export async function readPurchaseFile(data: Buffer): Promise<Result<QuickOrderSheet>> {
  const read = await readSpreadsheet(data, { maxUnzippedBytes: MAX_UNZIPPED_BYTES, maxEntries: MAX_ZIP_ENTRIES });
  if (!read.ok) return read;
  const rows = read.value;
  const sheet = linesFromRows(rows);
  if (sheet.lines.length === 0) return failure('invalid', '文件中没有可识别的采购明细，请按模板填写商品名称和数量', 'file');
  return success(sheet);
}

/** The template buyers fill: the five columns and two example rows. */
export function purchaseTemplate(): Promise<Buffer> {
  const header = QUICK_ORDER_COLUMNS.map((value) => ({ value, fontWeight: 'bold' as const }));
  const example = (cells: [string, string, string, string, number]) => cells.map((value) => ({ value }));
  return writeXlsxFile([header, example(['阿莫西林胶囊', '', '0.25g*24粒/盒', '', 10]), example(['', '国药准字Z20251636', '', '', 5])], {
    columns: [{ width: 24 }, { width: 22 }, { width: 18 }, { width: 26 }, { width: 10 }],
    sheet: '采购单',
  }).toBuffer();
}
