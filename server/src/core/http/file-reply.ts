import type { FastifyReply } from 'fastify';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An Excel download: its Chinese file name (RFC 6266 `filename*`) with an ASCII one for old clients, and a cache rule
 * that keeps it out of shared caches (`no-store` unless the caller says otherwise: exports and reports are private).
 */
export function sendXlsx(reply: FastifyReply, file: { asciiName: string; name: string; cacheControl?: string }, data: Buffer) {
  return reply
    .type(XLSX)
    .header('content-disposition', `attachment; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('cache-control', file.cacheControl ?? 'private, no-store')
    .send(data);
}
