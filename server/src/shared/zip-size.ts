/**
 * What a zip (an .xlsx) declares it inflates to, read from its central directory without inflating anything: a 2 MB
 * upload that unpacks to gigabytes (a zip bomb) is refused before the sheet reader touches it. Null when the
 * directory cannot be found or is malformed (the reader then fails on its own).
 */
export function declaredUnzippedSize(zip: Buffer): { entries: number; bytes: number } | null {
  const EOCD = 0x06054b50;
  const CEN = 0x02014b50;
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of at most 65535.
  const from = Math.max(0, zip.length - 22 - 65535);
  let eocd = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  let bytes = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CEN) return null;
    const size = zip.readUInt32LE(at + 24);
    // 0xffffffff: the real size is in a zip64 extra field — more than any purchase sheet needs.
    bytes += size === 0xffffffff ? Number.MAX_SAFE_INTEGER / 2 : size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return { entries, bytes };
}
