import type { FormRule } from 'antd';

// The number checks are the contract's own (zod-free), so the form and the server cannot disagree.
import { certificateNumberInputError as certificateNumberError } from '@yaocai/contract';

export { certificateNumberError };
export { certificateNumberHint, isResidentId } from '@yaocai/contract';

export const UPLOAD_LIMIT_MB = 5;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);
const ACCEPTED_EXT = /\.(jpe?g|png|webp|pdf)$/i;

/** '' when the browser-side checks pass (type and ≤ 5 MB), else why the file is refused. */
export function uploadFileError(file: { name: string; size: number; type: string }): string {
  if (!ACCEPTED.has(file.type) && !ACCEPTED_EXT.test(file.name)) return '仅支持 JPG、PNG、WebP 图片或 PDF 文件';
  if (file.size > UPLOAD_LIMIT_MB * 1024 * 1024) return `文件大小不能超过${UPLOAD_LIMIT_MB}MB`;
  if (file.size === 0) return '文件内容为空，请重新选择';
  return '';
}

/** The number check as an antd Form rule (a type-only antd import keeps this module free of antd at runtime). */
export function certificateNumberRule(kind: string, name: string): FormRule {
  return {
    validator: (_, value: unknown) => {
      const error = certificateNumberError(kind, name, typeof value === 'string' ? value : '');
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  };
}
