import { CODE } from './codes.js';
import type { ErrorBody } from './envelope.js';
import { encodeForm, type FormFields } from './form-encode.js';

/**
 * The request core of spec §7–§8 that every client shares (the storefront, the console, the phone storefront to come):
 * one fetch with the session cookie, form-encoded bodies, a timeout, the envelope check and one typed `ApiError`.
 * Framework-free: what a refusal looks like to a person (a toast, the sign-in page, the 459 contract page) and which
 * calls may run in parallel are each app's policy, in its own lib/api-client.ts. Imports no zod (the storefront's
 * first load carries this).
 */

export const REQUEST_TIMEOUT_MS = 30_000;
export const BUSY_MESSAGE = '系统繁忙，请稍候再试';
export const TIMEOUT_MESSAGE = '请求超时，请刷新页面';
export const NETWORK_MESSAGE = '网络连接失败，请检查网络后重试';
export const CANCELLED_MESSAGE = '请求已取消';
/** A 2xx reply that is not the JSON envelope (a proxy's page, an empty body). */
export const MALFORMED_MESSAGE = '数据格式错误';

/** Spec §8: these body codes mean success (the HTTP status must be 2xx too). */
const SUCCESS_CODES = new Set<number>([CODE.ok, 200, 201]);
const LOGIN_CODES = new Set<number>([401, CODE.loginRequired]);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** `cancelled`: superseded by a repeat or aborted by the caller — never shown to anyone. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'cancelled';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status for non-2xx replies (spec §7: "the body's code is set to the HTTP status"), else the body code. */
  readonly code: number;
  /** The reply's HTTP status; 0 when there was no reply (timeout, network, cancelled). */
  readonly status: number;
  readonly body: ErrorBody | null;
  constructor(kind: ApiErrorKind, code: number, message: string, body: ErrorBody | null = null, status = kind === 'http' ? code : 0) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.status = status;
    this.body = body;
  }
  get isLoginRequired(): boolean {
    return this.kind === 'http' && LOGIN_CODES.has(this.code);
  }
  /** Per-field messages of a 422 (forms show them beside the fields). */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.errors ?? {};
  }
  /** First message of the first failing field (422), else the server message. */
  get firstFieldError(): string {
    const first = this.body?.errors ? Object.values(this.body.errors)[0]?.[0] : undefined;
    return first || this.message;
  }
}

/** `url` with `query` form-encoded onto it. */
export function withQuery(url: string, query?: FormFields): string {
  const q = query ? encodeForm(query) : '';
  return q ? url + (url.includes('?') ? '&' : '?') + q : url;
}

/** The envelope of a reply's text, or null when it is none (not JSON, or JSON without a code). */
export function parseEnvelope(text: string): ErrorBody | null {
  try {
    const json: unknown = JSON.parse(text);
    if (json && typeof json === 'object' && 'code' in json) return json as ErrorBody;
  } catch {
    // Not JSON (a proxy error page, an empty reply).
  }
  return null;
}

/**
 * The error of a reply that is not a success: spec §7, the code is the HTTP status unless that was 2xx. The body is
 * kept as the server wrote it (the console reads its code: 10403 under a 403 asks for the authenticator).
 */
export function refusal(status: number, body: ErrorBody | null): ApiError {
  if (!body) {
    const ok = status >= 200 && status < 300;
    return new ApiError('http', status, ok ? MALFORMED_MESSAGE : `请求失败 (${status})`, { code: status, msg: '' }, status);
  }
  const code = status >= 200 && status < 300 ? body.code : status;
  return new ApiError('http', code, body.msg || `请求失败 (${code})`, body, status);
}

export interface SendOptions {
  method: HttpMethod;
  query?: FormFields;
  body?: FormFields | FormData;
  /** The caller's cancel. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * The request's own controller, when the app must cancel it itself (the storefront's cancel-on-repeat): any abort
   * reason but 'timeout' makes the call `cancelled`.
   */
  controller?: AbortController;
}

/**
 * One call: resolves to the envelope of a success, throws an `ApiError` otherwise (`http` for a refusal, `timeout`,
 * `network`, `cancelled`).
 */
export async function sendRequest<T>(url: string, opts: SendOptions): Promise<ApiEnvelope<T>> {
  const controller = opts.controller ?? new AbortController();
  const onCallerAbort = () => controller.abort('caller');
  if (opts.signal?.aborted) controller.abort('caller');
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
  // setTimeout rather than AbortSignal.timeout so fake clocks in tests drive it.
  const timer = setTimeout(() => controller.abort('timeout'), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    const init: RequestInit = {
      method: opts.method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    };
    if (opts.body !== undefined) {
      // FormData sets its own multipart boundary; everything else goes form-encoded (spec §7).
      const isUpload = opts.body instanceof FormData;
      init.body = isUpload ? (opts.body as FormData) : encodeForm(opts.body as FormFields);
      if (!isUpload) init.headers = { ...init.headers, 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' };
    }
    const res = await fetch(withQuery(url, opts.query), init);
    const body = parseEnvelope(await res.text());
    if (res.ok && body && SUCCESS_CODES.has(body.code)) return body as ApiEnvelope<T>;
    throw refusal(res.status, body);
  } catch (e) {
    throw toApiError(e, controller.signal);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function toApiError(e: unknown, signal: AbortSignal): ApiError {
  if (e instanceof ApiError) return e;
  if (signal.aborted) {
    return signal.reason === 'timeout' ? new ApiError('timeout', 0, TIMEOUT_MESSAGE) : new ApiError('cancelled', 0, CANCELLED_MESSAGE);
  }
  return new ApiError('network', 0, NETWORK_MESSAGE);
}
