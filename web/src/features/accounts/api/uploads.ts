export { uploadFile } from '../../../lib/uploads';

/** POST /api/uploads takes JPEG, PNG, WebP or PDF up to 5 MB (checked in model/certificate-rules.ts first). */
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';
