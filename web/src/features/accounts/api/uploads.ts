import type { UploadView } from '@yaocai/contract';
import { post, type RequestOptions } from '../../../lib/api-client';

/** POST /api/uploads takes JPEG, PNG, WebP or PDF up to 5 MB (checked in model/certificate-rules.ts first). */
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';

/** POST /api/uploads, multipart field `file` (the one call that is not form-encoded). */
export function uploadFile(file: File, onError?: RequestOptions['onError']) {
  const body = new FormData();
  body.append('file', file, file.name);
  return post<UploadView>('/uploads', body, { onError, timeoutMs: 120_000 });
}
