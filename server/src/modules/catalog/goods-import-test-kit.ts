import writeXlsxFile from 'write-excel-file/node';
import { GOODS_IMPORT_COLUMNS, type GoodsImportKind } from '@yaocai/contract';

/** A sheet in a kind's columns: the header and rows given as { title: value }. */
export async function sheetOf(kind: GoodsImportKind, rows: Array<Record<string, string | number>>): Promise<Buffer> {
  const titles = GOODS_IMPORT_COLUMNS[kind].map((c) => c.title);
  return writeXlsxFile([titles.map((value) => ({ value })), ...rows.map((r) => titles.map((title) => ({ value: r[title] ?? '' })))]).toBuffer();
}
