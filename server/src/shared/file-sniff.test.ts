import { describe, expect, it } from 'vitest';
import { looksExecutable, sniffType } from './file-sniff.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('upload content sniffing', () => {
  it('recognises JPEG, PNG, WebP and PDF by their first bytes', () => {
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))?.mime).toBe('image/jpeg');
    expect(sniffType(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], 'IHDR'))?.ext).toBe('png');
    expect(sniffType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.mime).toBe('image/webp');
    expect(sniffType(bytes('%PDF-1.7\n'))?.ext).toBe('pdf');
  });

  it('refuses everything else, including a RIFF that is not WebP and an empty file', () => {
    expect(sniffType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(sniffType(bytes('GIF89a'))).toBeNull();
    expect(sniffType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffType(Buffer.alloc(0))).toBeNull();
  });

  it('tells executables apart so the refusal can say so', () => {
    expect(looksExecutable(bytes('MZ', [0x90, 0]))).toBe(true);
    expect(looksExecutable(bytes([0x7f], 'ELF'))).toBe(true);
    expect(looksExecutable(bytes('#!/bin/sh\n'))).toBe(true);
    expect(looksExecutable(bytes([0xff, 0xd8, 0xff]))).toBe(false);
  });
});
