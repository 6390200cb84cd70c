import * as api from '@yaocai/contract/api';
import { upload } from './api-client';

/** What POST /api/uploads takes (the server sniffs the bytes; this only spares a refused upload). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
/** A licence or a damaged box stays legible at this size; a phone camera's 12–50 MP photo does not need to travel. */
const LONG_SIDE_PX = 2000;

/** The photo scaled so its long side is at most 2000 px, as JPEG; small photos and PDFs go as they are. */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!file.type.startsWith('image/') || file.type === 'image/gif') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // a format the browser cannot draw (HEIC on some phones): the server's sniffing answers
  }
  const scale = Math.min(1, LONG_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size <= UPLOAD_MAX_BYTES && file.type !== 'image/heic') {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) return file;
  return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' });
}

/** Why a picked file cannot be uploaded (the desktop's words, web certificate-rules.ts), or null. */
export function photoProblem(file: File): string | null {
  if (!UPLOAD_TYPES.includes(file.type) && !file.type.startsWith('image/') && !/\.(jpe?g|png|webp|pdf)$/i.test(file.name)) {
    return '仅支持 JPG、PNG、WebP 图片或 PDF 文件';
  }
  if (file.size === 0) return '文件内容为空，请重新选择';
  return null;
}

/** Shrinks and uploads one photo (or PDF): the stored upload's id, url and name. */
export async function uploadPhoto(file: File) {
  const shrunk = await shrinkPhoto(file);
  if (shrunk.size > UPLOAD_MAX_BYTES) throw new Error('文件大小不能超过5MB');
  const form = new FormData();
  form.append('file', shrunk, shrunk.name);
  return upload(api.uploads.upload, form);
}
