import * as api from '@yaocai/contract/api';
import { upload, type RequestOptions } from './api-client';

/** POST /api/uploads, multipart field `file` (the one call that is not form-encoded); the server sniffs the type. */
export function uploadFile(file: File, onError?: RequestOptions['onError']) {
  const body = new FormData();
  body.append('file', file, file.name);
  return upload(api.uploads.upload, body, { onError, timeoutMs: 120_000 });
}
