/**
 * Real, scannable QR codes as SVG strings (footer mini-program / app download codes). The matrix comes from the
 * `qrcode` package; the SVG is drawn here so it stays synchronous and can carry a caption under the code.
 */
import QRCode from 'qrcode';
import { esc, svgOpen, textLines, wrapText } from './svg-text.js';

export interface QrOptions {
  /** Pixel size of the square code (caption excluded). Default 200. */
  size?: number;
  /** Quiet zone in modules. Default 2. */
  margin?: number;
  /** Text under the code, e.g. 微信扫码打开小程序. */
  caption?: string;
  errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
  color?: string;
}

/** The module matrix (true = dark) of a QR code for `text`. */
export function qrMatrix(text: string, level: QrOptions['errorCorrectionLevel'] = 'M'): boolean[][] {
  const code = QRCode.create(text, { errorCorrectionLevel: level });
  const n = code.modules.size;
  return Array.from({ length: n }, (_r, row) => Array.from({ length: n }, (_c, col) => Boolean(code.modules.get(row, col))));
}

/** Renders a QR code for `text` (usually a URL) as a standalone SVG document. */
export function qrSvg(text: string, options: QrOptions = {}): string {
  const size = options.size ?? 200;
  const margin = options.margin ?? 2;
  const matrix = qrMatrix(text, options.errorCorrectionLevel ?? 'M');
  const n = matrix.length + margin * 2;
  const scale = size / n;
  const caption = options.caption?.trim() ?? '';
  const captionH = caption ? 28 : 0;
  // One path of horizontal runs, in module units, scaled by a transform.
  let d = '';
  matrix.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c++;
      d += `M${start + margin} ${r + margin}h${c - start}v1h${start - c}z`;
    }
  });
  return [
    svgOpen(size, size + captionH, caption || text),
    `<rect width="${size}" height="${size + captionH}" fill="#fff"/>`,
    // eslint-disable-next-line money/no-hand-money -- a drawing scale, not money
    `<path transform="scale(${scale.toFixed(4)})" d="${d}" fill="${esc(options.color ?? '#000')}" shape-rendering="crispEdges"/>`,
    caption ? textLines(wrapText(caption, size - 8, 14, 1), size / 2, size + 18, 14, 0, 'fill="#333" text-anchor="middle"') : '',
    '</svg>',
  ].join('');
}
