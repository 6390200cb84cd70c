import type { Socket } from 'node:net';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, malformed request line) still get
 * the API's envelope in Chinese rather than a bare status line.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException & { code?: string }, socket: Socket) {
  if (!socket.writable) return;
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({ code: status, msg: tooLarge ? '请求头过大' : '请求格式不正确', data: null });
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
