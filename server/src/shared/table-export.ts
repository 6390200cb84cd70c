import writeXlsxFile from 'write-excel-file/node';

/** One column of an exported table: its heading and, in Excel, its width in characters. */
export interface ExportColumn {
  title: string;
  width: number;
}

export interface ExportedFile {
  data: Buffer;
  type: string;
  name: string;
  asciiName: string;
}

/** A CSV cell; one a spreadsheet would run as a formula is quoted with a leading apostrophe (CSV injection). */
export function csvCell(v: string | number): string {
  const text = String(v);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A table as the file a buyer, a merchant or a regulator loads into its own system: CSV (UTF-8 with BOM, so Excel on
 * Chinese Windows reads it, CRLF lines) or xlsx (bold sticky header, every cell text so codes keep their digits).
 */
export async function exportTable(
  format: 'csv' | 'xlsx',
  t: { columns: ExportColumn[]; rows: Array<Array<string | number>>; sheet: string; name: string; asciiName: string },
): Promise<ExportedFile> {
  if (format === 'csv') {
    const text = [t.columns.map((c) => c.title), ...t.rows].map((r) => r.map(csvCell).join(',')).join('\r\n');
    return { data: Buffer.from(`\uFEFF${text}\r\n`), type: 'text/csv; charset=utf-8', name: `${t.name}.csv`, asciiName: `${t.asciiName}.csv` };
  }
  const data = await writeXlsxFile(
    [
      t.columns.map((c) => ({ value: c.title, fontWeight: 'bold' as const })),
      ...t.rows.map((r) => r.map((value) => ({ value: String(value), type: String }))),
    ],
    { sheet: t.sheet, columns: t.columns.map((c) => ({ width: c.width })), stickyRowsCount: 1 },
  ).toBuffer();
  return {
    data,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    name: `${t.name}.xlsx`,
    asciiName: `${t.asciiName}.xlsx`,
  };
}
