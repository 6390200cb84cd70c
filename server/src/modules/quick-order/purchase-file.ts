import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { linesFromRows, QUICK_ORDER_COLUMNS, rowsFromText, type QuickOrderSheet } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import { declaredUnzippedSize } from './zip-size.js';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** A CSV saved by Excel on a Chinese Windows is GB18030, not UTF-8: try UTF-8 strictly first. */
function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('gb18030').decode(data);
  }
}

/**
 * An uploaded purchase sheet → lines. The type is sniffed from the bytes, never taken from the name: .xlsx is a zip,
 * the old binary .xls is refused with what to do instead, anything else must be text (CSV).
 */
/** A 200-line purchase sheet unpacks to well under 1 MB; more than this is not a purchase sheet. */
const MAX_UNZIPPED_BYTES = 30 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 200;

export async function readPurchaseFile(data: Buffer): Promise<Result<QuickOrderSheet>> {
  const head = data.subarray(0, 4);
  let rows: unknown[][];
  if (head.equals(ZIP)) {
    const inflated = declaredUnzippedSize(data);
    if (inflated && (inflated.bytes > MAX_UNZIPPED_BYTES || inflated.entries > MAX_ZIP_ENTRIES)) {
      return failure('invalid', 'Excel 文件内容过大，请删除多余的工作表和空行，或另存为 CSV 后上传', 'file');
    }
    try {
      rows = await readSheet(data);
    } catch {
      return failure('invalid', '无法读取该 Excel 文件，请使用下载的模板重新填写', 'file');
    }
  } else if (head.equals(OLE)) {
    return failure('invalid', '暂不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx 或 CSV 后上传', 'file');
  } else if (data.includes(0)) {
    return failure('invalid', '仅支持 Excel（.xlsx）或 CSV 文件', 'file');
  } else {
    rows = rowsFromText(decodeText(data));
  }
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
