import { CODE, encodeForm, type ErrorBody, type FormFields } from '@yaocai/contract';
import { currentPath, feedback, reloadPage } from './feedback';

export { encodeForm, type FormFields, type FormValue } from '@yaocai/contract';

/**
 * The one request wrapper of spec §7–§8. Every feature calls the API through `get`/`post`/`put`/`del`, so the
 * error catalogue, the timeout and the cancel-on-repeat rule hold everywhere.
 */

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 30_000;
export const BUSY_MESSAGE = '系统繁忙，请稍候再试';
export const TIMEOUT_MESSAGE = '请求超时，请刷新页面';
const NETWORK_MESSAGE = '网络连接失败，请检查网络后重试';
const ALERT_TITLE = '温馨提示';

/** Spec §8: these body codes mean success (the HTTP status must be 2xx too). */
const SUCCESS_CODES = new Set<number>([CODE.ok, 200, 201]);
const LOGIN_CODES = new Set<number>([401, CODE.loginRequired]);
const CONTRACT_CODE = CODE.contractRequired;
const VALIDATION_CODE = CODE.validation;

/** Spec §7: calls that may legitimately run in parallel, so a repeat must not cancel the earlier one. */
const NO_CANCEL = new Set([
  '/api/focus/demo',
  '/api/cart',
  '/api/favorite',
  '/api/favorite/cancel',
  // Not in the spec's list: the 收藏 buttons' batched state check; a list and its related goods may ask at once.
  '/api/favorite/check',
  '/api/activity/tap',
  '/api/post/postDetail',
  '/api/pay/check_cz_order',
  '/api/miaosha/goods',
  '/api/user/base',
  '/api/article/category',
]);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** `cancelled`: superseded by a repeat or aborted by the caller — never shown to the user. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'cancelled';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status for non-2xx replies (spec §7: "the body's code is set to the HTTP status"), else the body code. */
  readonly code: number;
  readonly body: ErrorBody | null;
  constructor(kind: ApiErrorKind, code: number, message: string, body: ErrorBody | null = null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.body = body;
  }
  get isLoginRequired() {
    return this.kind === 'http' && LOGIN_CODES.has(this.code);
  }
  /** First message of the first failing field (422), else the server message. */
  get firstFieldError(): string {
    const first = this.body?.errors ? Object.values(this.body.errors)[0]?.[0] : undefined;
    return first || this.message;
  }
}

export interface RequestOptions {
  query?: FormFields;
  body?: FormFields | FormData;
  /** Ignore every error: no toast, no alert, no redirect (common data, top banner, silent refresh). */
  silent?: boolean;
  /** Own handling; return true when handled, false to fall through to the common handler. */
  onError?: (err: ApiError) => boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const pending = new Map<string, AbortController>();
type AbortReason = 'timeout' | 'repeat' | 'caller';

function apiPath(url: string): string {
  const path = url.startsWith('/') ? url : `/${url}`;
  return path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path}`;
}

export async function request<T>(method: HttpMethod, url: string, opts: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const path = apiPath(url).split('?')[0];
  const key = `${method} ${path}`;
  const controller = new AbortController();
  const abort = (reason: AbortReason) => controller.abort(reason);
  if (!NO_CANCEL.has(path)) {
    pending.get(key)?.abort('repeat' satisfies AbortReason);
    pending.set(key, controller);
  }
  const onCallerAbort = () => abort('caller');
  if (opts.signal?.aborted) abort('caller');
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
  // setTimeout rather than AbortSignal.timeout so fake clocks in tests drive it.
  const timer = setTimeout(() => abort('timeout'), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);

  try {
    const query = opts.query ? encodeForm(opts.query) : '';
    const isUpload = opts.body instanceof FormData;
    const init: RequestInit = {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    };
    if (opts.body !== undefined) {
      // FormData sets its own multipart boundary; everything else goes form-encoded (spec §7).
      init.body = opts.body instanceof FormData ? opts.body : encodeForm(opts.body);
      if (!isUpload) init.headers = { ...init.headers, 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' };
    }
    const fullUrl = apiPath(url) + (query ? (url.includes('?') ? '&' : '?') + query : '');
    const res = await fetch(fullUrl, init);
    const body = parseBody(await res.text(), res.status);
    if (res.ok && SUCCESS_CODES.has(body.code)) return body as ApiEnvelope<T>;
    const code = res.ok ? body.code : res.status;
    throw new ApiError('http', code, body.msg || `请求失败 (${code})`, { ...body, code });
  } catch (e) {
    const err = toApiError(e, controller.signal);
    report(err, opts);
    throw err;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
    if (pending.get(key) === controller) pending.delete(key);
  }
}

function parseBody(text: string, status: number): ErrorBody {
  try {
    const json: unknown = JSON.parse(text);
    if (json && typeof json === 'object' && 'code' in json) return json as ErrorBody;
  } catch {
    // Not JSON (a proxy error page, an empty reply): fall through to a synthetic body.
  }
  return { code: status, msg: status >= 200 && status < 300 ? '数据格式错误' : '' };
}

function toApiError(e: unknown, signal: AbortSignal): ApiError {
  if (e instanceof ApiError) return e;
  if (signal.aborted) {
    return signal.reason === 'timeout' ? new ApiError('timeout', 0, TIMEOUT_MESSAGE) : new ApiError('cancelled', 0, '请求已取消');
  }
  return new ApiError('network', 0, NETWORK_MESSAGE);
}

let timeoutAlertOpen = false;

/** Spec §8 error catalogue. */
function report(err: ApiError, opts: RequestOptions) {
  if (err.kind === 'cancelled' || opts.silent) return;
  if (opts.onError?.(err)) return;
  const { message, modal, navigate } = feedback;
  if (err.kind === 'timeout') {
    if (timeoutAlertOpen) return;
    timeoutAlertOpen = true;
    modal?.warning({ title: ALERT_TITLE, content: TIMEOUT_MESSAGE, okText: '刷新', onOk: reloadPage });
    return;
  }
  if (err.isLoginRequired) {
    const here = currentPath();
    if (!here.startsWith('/login')) navigate?.(`/login?redirect=${encodeURIComponent(here)}`);
    return;
  }
  if (err.code === CONTRACT_CODE) {
    message?.warning(err.message);
    // After signing, /dzht brings the buyer back to the page that was refused (e.g. step 2, order still ready).
    const here = currentPath();
    navigate?.(here.startsWith('/dzht') ? '/dzht' : `/dzht?redirect=${encodeURIComponent(here)}`);
    return;
  }
  if (err.code === VALIDATION_CODE) {
    message?.error(err.firstFieldError);
    return;
  }
  if (err.code >= 500 && err.code <= 599) {
    message?.error(BUSY_MESSAGE);
    return;
  }
  modal?.warning({ title: ALERT_TITLE, content: err.message || BUSY_MESSAGE });
}

type CallOptions = Omit<RequestOptions, 'query' | 'body'>;

/** GET; resolves to the envelope's `data`. */
export function get<T>(url: string, query?: FormFields, opts?: CallOptions): Promise<T> {
  return request<T>('GET', url, { ...opts, query }).then((r) => r.data);
}

export function post<T>(url: string, body?: FormFields | FormData, opts?: CallOptions): Promise<T> {
  return request<T>('POST', url, { ...opts, body }).then((r) => r.data);
}

export function put<T>(url: string, body?: FormFields | FormData, opts?: CallOptions): Promise<T> {
  return request<T>('PUT', url, { ...opts, body }).then((r) => r.data);
}

export function del<T>(url: string, query?: FormFields, opts?: CallOptions): Promise<T> {
  return request<T>('DELETE', url, { ...opts, query }).then((r) => r.data);
}
