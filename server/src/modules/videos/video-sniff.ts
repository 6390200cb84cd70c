/** Video containers the player takes, told by their first bytes: WebM (EBML header) and MP4 (an `ftyp` box). */
export interface VideoType {
  mime: 'video/webm' | 'video/mp4';
  ext: 'webm' | 'mp4';
}

export function sniffVideo(head: Buffer): VideoType | null {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return { mime: 'video/webm', ext: 'webm' };
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') return { mime: 'video/mp4', ext: 'mp4' };
  return null;
}
