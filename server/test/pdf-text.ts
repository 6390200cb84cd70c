import { createRequire } from 'node:module';
import path from 'node:path';

/** The text of a PDF as pdf.js reads it (CJK CMaps included): for tests that check what a document says. */
export async function pdfText(data: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const doc = await pdfjs.getDocument({
    data,
    cMapUrl: `${root}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${root}/standard_fonts/`,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await doc.destroy();
  return parts.join('\n');
}
