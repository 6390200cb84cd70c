import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const G = ['0100111', '0110011', '0011011', '0100001', '0011101', '0111001', '0000101', '0010001', '0001001', '0010111'];
const R = ['1110010', '1100110', '1101100', '1000010', '1011100', '1001110', '1010000', '1000100', '1001000', '1110100'];
/** Which of the left six digits use the G table, by the first digit (EAN-13's 13th digit rides on the parity). */
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** An EAN-13's 95 modules, 1 = bar, by the standard's tables (GS1 General Specifications 5.2.1). */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`not an EAN-13: ${code}`);
  const d = [...code].map(Number);
  const parity = PARITY[d[0]!]!;
  const left = d
    .slice(1, 7)
    .map((n, i) => (parity[i] === 'G' ? G : L)[n])
    .join('');
  const right = d
    .slice(7)
    .map((n) => R[n])
    .join('');
  return `101${left}01010${right}101`;
}

/**
 * A camera's view of a box's barcode, for Chromium's fake capture device (--use-file-for-fake-video-capture): the
 * EAN-13 drawn black on white in a 640×480 Y4M (4:2:0) file of a few identical frames, which Chromium loops.
 */
export function barcodeVideo(code: string): string {
  const width = 640;
  const height = 480;
  const modules = ean13Modules(code);
  const unit = 4;
  const left = Math.floor((width - modules.length * unit) / 2);
  const y = Buffer.alloc(width * height, 235);
  for (let row = 140; row < 340; row++)
    for (let m = 0; m < modules.length; m++) if (modules[m] === '1') y.fill(16, row * width + left + m * unit, row * width + left + (m + 1) * unit);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-camera-')), `${code}.y4m`);
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]));
  return file;
}
