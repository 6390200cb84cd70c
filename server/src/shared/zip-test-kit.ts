import zlib from 'node:zlib';

/** A one-entry zip (deflate) built by hand, so the test needs no zip library. */
export function zipOf(name: string, content: Buffer): Buffer {
  const data = zlib.deflateRawSync(content);
  const n = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(n.length, 26);
  const cen = Buffer.alloc(46);
  cen.writeUInt32LE(0x02014b50, 0);
  cen.writeUInt16LE(8, 10);
  cen.writeUInt32LE(data.length, 20);
  cen.writeUInt32LE(content.length, 24);
  cen.writeUInt16LE(n.length, 28);
  const cenAt = local.length + n.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(cen.length + n.length, 12);
  end.writeUInt32LE(cenAt, 16);
  return Buffer.concat([local, n, data, cen, n, end]);
}
