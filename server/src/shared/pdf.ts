/**
 * A small PDF 1.7 writer for Chinese documents without embedding a font: text uses the standard CJK font STSong-Light
 * (Adobe-GB1, encoding UniGB-UCS2-H) that every PDF viewer supplies, and a ToUnicode map so the text can be searched,
 * copied and extracted. Pages are A4 landscape or portrait; coordinates in points from the top-left corner.
 */
export interface PdfPage {
  width: number;
  height: number;
  ops: string[];
}

// eslint-disable-next-line money/no-hand-money -- a position on the page in points, not money
const pt = (n: number) => n.toFixed(2);
const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** UCS-2 code units of a BMP string (characters outside the BMP become a middle dot). */
function ucs2(text: string): number[] {
  return [...text].map((ch) => {
    const c = ch.codePointAt(0)!;
    return c > 0xffff ? 0x00b7 : c;
  });
}

export class PdfDocument {
  private readonly pages: PdfPage[] = [];
  private readonly used = new Set<number>();

  addPage(width = 595.28, height = 841.89): PdfPage {
    const page = { width, height, ops: [] };
    this.pages.push(page);
    return page;
  }

  /** Text at (x, y) (top-left origin, y is the baseline), size in points; `align` right/center measures by half/full widths. */
  text(page: PdfPage, x: number, y: number, text: string, size = 10, align: 'left' | 'right' | 'center' = 'left', color = '0 0 0') {
    const codes = ucs2(text);
    codes.forEach((c) => this.used.add(c));
    const width = codes.reduce((a, c) => a + (c < 0x7f ? 0.5 : 1), 0) * size;
    const left = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x;
    page.ops.push(`BT ${color} rg /F1 ${size} Tf ${pt(left)} ${pt(page.height - y)} Td <${codes.map(hex4).join('')}> Tj ET`);
  }

  line(page: PdfPage, x1: number, y1: number, x2: number, y2: number, width = 0.6, color = '0.55 0.35 0.2') {
    page.ops.push(`${color} RG ${width} w ${pt(x1)} ${pt(page.height - y1)} m ${pt(x2)} ${pt(page.height - y2)} l S`);
  }

  rect(page: PdfPage, x: number, y: number, w: number, h: number, width = 0.8, color = '0.55 0.35 0.2') {
    page.ops.push(`${color} RG ${width} w ${pt(x)} ${pt(page.height - y - h)} ${pt(w)} ${pt(h)} re S`);
  }

  /** The document as bytes. */
  render(meta: { title: string; author: string }): Buffer {
    const objects: string[] = [];
    const add = (body: string) => objects.push(body);
    // 1 catalog, 2 pages, 3 font, 4 descendant, 5 descriptor, 6 ToUnicode, 7 info, then content/page pairs.
    const pageIds = this.pages.map((_p, i) => 8 + i * 2 + 1);
    add('<< /Type /Catalog /Pages 2 0 R >>');
    add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${this.pages.length} >>`);
    add('<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] /ToUnicode 6 0 R >>');
    add(
      '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 5 0 R /DW 1000 /W [1 95 500] >>',
    );
    add(
      '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    );
    add(stream(toUnicodeCMap([...this.used].sort((a, b) => a - b))));
    add(`<< /Title <FEFF${ucs2(meta.title).map(hex4).join('')}> /Author <FEFF${ucs2(meta.author).map(hex4).join('')}> /Producer (yaocai) >>`);
    for (const [i, p] of this.pages.entries()) {
      add(stream(p.ops.join('\n')));
      add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${p.width} ${p.height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${8 + i * 2} 0 R >>`);
    }
    let out = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
    const offsets: number[] = [];
    for (const [i, body] of objects.entries()) {
      offsets.push(Buffer.byteLength(out, 'latin1'));
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    }
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  }
}

function stream(content: string): string {
  return `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
}

/** Codes are UCS-2 code points already, so each maps to itself. */
function toUnicodeCMap(codes: number[]): string {
  const chunks: string[] = [];
  for (let i = 0; i < codes.length; i += 100) {
    const part = codes.slice(i, i + 100);
    chunks.push(`${part.length} beginbfchar\n${part.map((c) => `<${hex4(c)}> <${hex4(c)}>`).join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    ...chunks,
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
}
