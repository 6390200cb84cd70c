import { describe, expect, it } from 'vitest';
import { sniffVideo } from './video-sniff.js';

describe('sniffVideo', () => {
  it('tells WebM and MP4 by their first bytes, whatever the name says', () => {
    expect(sniffVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x01]))?.ext).toBe('webm');
    expect(sniffVideo(Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom')]))?.mime).toBe('video/mp4');
  });
  it('refuses everything else', () => {
    for (const b of [Buffer.alloc(0), Buffer.from('%PDF-1.7'), Buffer.from('RIFF0000AVI '), Buffer.from([0x1a, 0x45]), Buffer.from('MZ\x90\x00')])
      expect(sniffVideo(b)).toBeNull();
  });
});
