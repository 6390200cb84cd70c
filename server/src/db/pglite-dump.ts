import type { PGlite } from '@electric-sql/pglite';

/** A WAL segment's path in the data directory's tar (24 hex digits). */
const WAL_SEGMENT = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/;

/**
 * The data directory as a tar that opens fast: checkpointed first, so a copy starts without replaying the WAL the
 * writes left, and without the segments ahead of the write position (PostgreSQL preallocates them by recycling; a copy
 * makes its own when it needs them). On the seeded demo database that is 137 MB instead of 321, and a copy opens in
 * ~1.5 s instead of ~6.5 s. The bytes, not a Blob: reading a Blob of that size back takes Node seconds.
 */
export async function dumpCheckpointed(client: PGlite): Promise<Uint8Array<ArrayBuffer>> {
  await client.exec('checkpoint');
  const [row] = (await client.query<{ segment: string }>('select pg_walfile_name(pg_current_wal_lsn()) as segment')).rows;
  const tar = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  return withoutSegmentsAfter(tar, row!.segment);
}

/** The tar's entries without the WAL segments named after `current` (ustar: 512-byte headers, data padded to 512). */
function withoutSegmentsAfter(tar: Uint8Array, current: string): Uint8Array<ArrayBuffer> {
  const text = (from: number, length: number) => new TextDecoder().decode(tar.subarray(from, from + length)).replace(/\0.*$/s, '');
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + 512 <= tar.length && tar.subarray(at, at + 512).some((b) => b !== 0)) {
    const prefix = text(at + 345, 155);
    const name = prefix ? `${prefix}/${text(at, 100)}` : text(at, 100);
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    const length = 512 + Math.ceil(size / 512) * 512;
    const segment = WAL_SEGMENT.exec(name)?.[1];
    if (segment === undefined || segment <= current) kept.push(tar.subarray(at, at + length));
    at += length;
  }
  kept.push(new Uint8Array(1024)); // the end-of-archive marker
  const out = new Uint8Array(kept.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of kept) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
