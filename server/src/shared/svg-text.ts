/** Small helpers shared by the placeholder SVG renderers: escaping, width estimates, wrapping and colours. */

export const FONT_FAMILY = '"WenQuanYi Zen Hei","PingFang SC","Microsoft YaHei",sans-serif';

/** Escapes text for XML content and attribute values; drops characters XML 1.0 forbids. */
export function esc(value: unknown): string {
  return [...String(value ?? '')]
    .filter((ch) => {
      const cp = ch.codePointAt(0) ?? 0;
      return (cp >= 0x20 || cp === 0x09 || cp === 0x0a || cp === 0x0d) && cp !== 0xfffe && cp !== 0xffff;
    })
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Approximate advance of one character in em: CJK and full-width 1, Latin narrower. */
function charWidth(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  if (cp >= 0x2e80 || (cp >= 0xff00 && cp <= 0xffef)) return 1;
  if (ch === ' ') return 0.32;
  if (/[A-Z0-9%@#&]/.test(ch)) return 0.62;
  if (/[il.,:;'|!()[\]]/.test(ch)) return 0.3;
  return 0.54;
}

export function textWidth(text: string, fontSize: number): number {
  let w = 0;
  for (const ch of text) w += charWidth(ch);
  return w * fontSize;
}

/** Wraps text into at most `maxLines` lines of `maxWidth` px; the last line ends with … when text was cut. */
export function wrapText(text: string, maxWidth: number, fontSize: number, maxLines: number): string[] {
  const chars = [...text.trim()];
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < chars.length; i++) {
    const next = line + chars[i];
    if (textWidth(next, fontSize) <= maxWidth) {
      line = next;
      continue;
    }
    if (lines.length === maxLines - 1) {
      let cut = line;
      while (cut && textWidth(`${cut}…`, fontSize) > maxWidth) cut = cut.slice(0, -1);
      lines.push(`${cut}…`);
      return lines;
    }
    lines.push(line);
    line = chars[i];
  }
  if (line) lines.push(line);
  return lines;
}

/** Largest font size (down to `min`) at which text fits in `lines` lines of `maxWidth`. */
export function fitFontSize(text: string, maxWidth: number, max: number, min: number, lines: number): number {
  for (let size = max; size > min; size -= 1) {
    if (textWidth(text, size) <= maxWidth * lines * 0.96) return size;
  }
  return min;
}

/** A stable hue (0–359) for a piece of text, for callers that have no hue of their own. */
export function hueOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) % 360;
}

export const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;

/** Opening tag with the shared font style. */
export function svgOpen(width: number, height: number, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}">` +
    `<title>${esc(label)}</title><style>text{font-family:${FONT_FAMILY}}</style>`
  );
}

/** `<text>` lines centred on x, the first baseline at y. */
export function textLines(lines: string[], x: number, y: number, size: number, lineHeight: number, attrs: string): string {
  return lines.map((l, i) => `<text x="${x}" y="${Math.round(y + i * lineHeight)}" font-size="${size}" ${attrs}>${esc(l)}</text>`).join('');
}
