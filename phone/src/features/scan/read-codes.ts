/**
 * Reads barcodes (EAN-13 69 codes, EAN-8, UPC, Code 128) and 2D codes (a 追溯码's Data Matrix or QR) from a live camera
 * stream: the browser's own BarcodeDetector where it has one (Android Chrome, macOS), else ZXing (loaded only here).
 * Calls `onCode` once per distinct code; the returned function stops reading.
 */
export async function readCodes(video: HTMLVideoElement, stream: MediaStream, onCode: (code: string) => void): Promise<() => void> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  if (Detector) {
    const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
    const wanted = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'data_matrix', 'qr_code'].filter((f) => supported.includes(f));
    if (wanted.length > 0) {
      const detector = new Detector({ formats: wanted });
      let stopped = false;
      const tick = async () => {
        if (stopped) return;
        const found = video.readyState >= 2 ? await detector.detect(video).catch(() => []) : [];
        const code = found[0]?.rawValue;
        if (code) onCode(code);
        else setTimeout(() => void tick(), 200);
      };
      void tick();
      return () => {
        stopped = true;
      };
    }
  }
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  const controls = await new BrowserMultiFormatReader().decodeFromStream(stream, video, (result) => {
    if (result) onCode(result.getText());
  });
  return () => controls.stop();
}

interface BarcodeDetectorCtor {
  new (opts: { formats: string[] }): { detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>> };
  getSupportedFormats(): Promise<string[]>;
}
