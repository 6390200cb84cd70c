/** File types accepted for uploads (certificates, goods photos, 首营 documents), told by their first bytes, never by the name or the client's content type. */
export interface Sniffed {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  ext: 'jpg' | 'png' | 'webp' | 'pdf';
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniffType(buf: Buffer): Sniffed | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return { mime: 'image/webp', ext: 'webp' };
  if (startsWith(buf, ascii('%PDF-'))) return { mime: 'application/pdf', ext: 'pdf' };
  return null;
}

/** Windows PE (MZ), ELF, Mach-O, scripts with a shebang: named in the refusal so the member knows why. */
export function looksExecutable(buf: Buffer): boolean {
  return (
    startsWith(buf, ascii('MZ')) ||
    startsWith(buf, [0x7f, 0x45, 0x4c, 0x46]) ||
    startsWith(buf, [0xcf, 0xfa, 0xed, 0xfe]) ||
    startsWith(buf, [0xfe, 0xed, 0xfa, 0xcf]) ||
    startsWith(buf, [0xca, 0xfe, 0xba, 0xbe]) ||
    startsWith(buf, ascii('#!'))
  );
}
