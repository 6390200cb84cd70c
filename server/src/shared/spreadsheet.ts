import { readSheet } from 'read-excel-file/node';
import { rowsFromText } from '@yaocai/contract';
import { failure, success, type Result } from '../core/http/errors.js';
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
 * The rows of an uploaded sheet. The type is sniffed from the bytes, never taken from the name: .xlsx is a zip (its
 * declared unpacked size is checked before anything is inflated), the old binary .xls is refused with what to do
 * instead, anything else must be text (CSV or tab-separated, UTF-8 or GB18030).
 */
export async function readSpreadsheet(data: Buffer, limits: { maxUnzippedBytes: number; maxEntries: number }): Promise<Result<unknown[][]>> {
  const head = data.subarray(0, 4);
  if (head.equals(ZIP)) {
    const inflated = declaredUnzippedSize(data);
    if (inflated && (inflated.bytes > limits.maxUnzippedBytes || inflated.entries > limits.maxEntries)) {
      return failure('invalid', 'Excel 文件内容过大，请删除多余的工作表和空行，或另存为 CSV 后上传', 'file');
    }
    try {
      return success(await readSheet(data));
    } catch {
      return failure('invalid', '无法读取该 Excel 文件，请使用下载的模板重新填写', 'file');
    }
  }
  if (head.equals(OLE)) return failure('invalid', '暂不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx 或 CSV 后上传', 'file');
  if (data.includes(0)) return failure('invalid', '仅支持 Excel（.xlsx）或 CSV 文件', 'file');
  return success(rowsFromText(decodeText(data)));
}
