import fs from 'node:fs';

/**
 * Pretty enough to diff, compact enough to commit: top-level keys on their own lines, arrays of objects one
 * element per line, everything else as compact JSON. Output is plain JSON (JSON.parse reads it back).
 */
export function stringifySeed(data: object): string {
  const entries = Object.entries(data).map(([key, value]) => {
    const k = JSON.stringify(key);
    if (Array.isArray(value) && value.length && value.every((v) => typeof v === 'object' && v !== null)) {
      return `  ${k}: [\n${value.map((v) => `    ${JSON.stringify(v)}`).join(',\n')}\n  ]`;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const inner = Object.entries(value).map(([ik, iv]) => `    ${JSON.stringify(ik)}: ${JSON.stringify(iv)}`);
      return `  ${k}: {\n${inner.join(',\n')}\n  }`;
    }
    return `  ${k}: ${JSON.stringify(value)}`;
  });
  return `{\n${entries.join(',\n')}\n}\n`;
}

/** Writes the file and returns its size in bytes. */
export function writeSeedFile(file: string, data: object): number {
  const text = stringifySeed(data);
  JSON.parse(text); // guard: never write something the loader cannot read
  fs.writeFileSync(file, text);
  return Buffer.byteLength(text);
}
