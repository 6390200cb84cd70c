import type { FastifyReply } from 'fastify';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A Content-Disposition value: the name as RFC 5987 `filename*` (UTF-8, percent-encoded; `'()*` too, which
 * encodeURIComponent leaves and the RFC's attr-char does not allow) and an ASCII `filename` for old clients (other
 * characters, quotes and backslashes become `_`, the extension kept).
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string, asciiName?: string): string {
  const ascii = (asciiName ?? name).replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/**
 * What every file a user uploaded is answered with (certificates, 首营资料, quality report scans, after-sales and
 * feedback photos, goods photos, videos): the type we sniffed at upload with `nosniff`, and a CSP that sandboxes the
 * document if it is ever opened on its own (no script, no same origin, no framing). Only images and videos, which the
 * browser renders as media and never as script, stay inline; anything else — PDFs above all, whose viewer runs the
 * document's own actions on our origin — is an attachment: saved, never rendered from here.
 */
export const USER_FILE_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

export function userFileHeaders(reply: FastifyReply, file: { mime: string; name: string }) {
  const inline = /^(image\/(jpeg|png|webp)|video\/(webm|mp4))$/.test(file.mime);
  return reply
    .type(file.mime)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', USER_FILE_CSP);
}

/**
 * An Excel download: its Chinese file name (RFC 6266 `filename*`) with an ASCII one for old clients, and a cache rule
 * that keeps it out of shared caches (`no-store` unless the caller says otherwise: exports and reports are private).
 */
export function sendXlsx(reply: FastifyReply, file: { asciiName: string; name: string; cacheControl?: string }, data: Buffer) {
  return sendDownload(reply, { ...file, type: XLSX }, data);
}

/** Any generated file as a download (a manifest as JSON, CSV or xlsx), with the same headers. */
export function sendDownload(reply: FastifyReply, file: { type: string; asciiName: string; name: string; cacheControl?: string }, data: Buffer) {
  return reply
    .type(file.type)
    .header('content-disposition', contentDisposition('attachment', file.name, file.asciiName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', file.cacheControl ?? 'private, no-store')
    .send(data);
}
