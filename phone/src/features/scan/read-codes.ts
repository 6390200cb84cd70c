/** The formats a drug box carries: its 69 barcode (EAN-13; EAN-8, UPC), a 码上放心 code (Code 128), a GS1 Data Matrix or QR. */
const BOX_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'data_matrix', 'qr_code'] as const;
export type CodeFormat = (typeof BOX_FORMATS)[number];

/** The formats a 追溯码 is printed in: 码上放心's 20 digits as Code 128, GS1's element string as Data Matrix or QR. */
export const TRACE_FORMATS: readonly CodeFormat[] = ['code_128', 'data_matrix', 'qr_code'];

/** ZXing's names of the same formats (its BarcodeFormat keys). */
const ZXING_NAMES = {
  ean_13: 'EAN_13',
  ean_8: 'EAN_8',
  upc_a: 'UPC_A',
  upc_e: 'UPC_E',
  code_128: 'CODE_128',
  data_matrix: 'DATA_MATRIX',
  qr_code: 'QR_CODE',
} as const;

export interface ReadOptions {
  /** Keep reading after a code (扫码验收: box after box, each code every time it is seen); by default the first code ends it. */
  continuous?: boolean;
  /** Only these formats (fewer read faster, and a 69 barcode is not taken for a 追溯码); by default every format of a box. */
  formats?: readonly CodeFormat[];
}

/**
 * Reads barcodes (EAN-13 69 codes, EAN-8, UPC, Code 128) and 2D codes (a 追溯码's Data Matrix or QR) from a live camera
 * stream: the browser's own BarcodeDetector where it has one (Android Chrome, macOS), else ZXing (loaded only here).
 * Calls `onCode` with the first code read — or, `continuous`, with every code each time it is read (the caller drops
 * repeats); the returned function stops reading.
 */
export async function readCodes(
  video: HTMLVideoElement,
  stream: MediaStream,
  onCode: (code: string) => void,
  opts: ReadOptions = {},
): Promise<() => void> {
  const asked: readonly string[] = opts.formats ?? BOX_FORMATS;
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  if (Detector) {
    const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
    const wanted = asked.filter((f) => supported.includes(f));
    if (wanted.length > 0) {
      const detector = new Detector({ formats: wanted });
      let stopped = false;
      const tick = async () => {
        if (stopped) return;
        const found = video.readyState >= 2 ? await detector.detect(video).catch(() => []) : [];
        if (stopped) return;
        const codes = found.map((f) => f.rawValue).filter((c) => c !== '');
        if (codes.length > 0 && !opts.continuous) return onCode(codes[0]!);
        // Several boxes in one frame are all read; after a read the next look waits a little longer.
        for (const code of codes) onCode(code);
        setTimeout(() => void tick(), codes.length > 0 ? 300 : 200);
      };
      void tick();
      return () => {
        stopped = true;
      };
    }
  }
  const { BrowserMultiFormatReader, BarcodeFormat } = await import('@zxing/browser');
  let hints: ConstructorParameters<typeof BrowserMultiFormatReader>[0];
  if (opts.formats) {
    const { DecodeHintType } = await import('@zxing/library');
    hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, opts.formats.map((f) => BarcodeFormat[ZXING_NAMES[f]])]]);
  }
  const controls = await new BrowserMultiFormatReader(hints).decodeFromStream(stream, video, (result) => {
    if (result) onCode(result.getText());
  });
  return () => controls.stop();
}

interface BarcodeDetectorCtor {
  new (opts: { formats: string[] }): { detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>> };
  getSupportedFormats(): Promise<string[]>;
}
