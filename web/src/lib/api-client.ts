import {
  ApiError,
  BUSY_MESSAGE,
  CODE,
  fillPath,
  sendRequest,
  TIMEOUT_MESSAGE,
  type ApiEnvelope,
  type EndpointHandle,
  type FormFields,
  type HttpMethod,
  type InputOf,
  type OutputOf,
} from '@yaocai/contract';
import { currentPath, feedback, reloadPage } from './feedback';

export { encodeForm, fileHref, type FormFields, type FormValue } from '@yaocai/contract';
export { ApiError, BUSY_MESSAGE, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE, type ApiEnvelope, type ApiErrorKind, type HttpMethod } from '@yaocai/contract';

/**
 * The storefront's request client over the contract's request core (api-core.ts: fetch, timeout, envelope, ApiError).
 * Every feature calls the API through `call(api.<module>.<endpoint>, input)` (a contract endpoint: its URL, request and
 * answer types are declared once, contract/src/endpoints), so the storefront's policies hold everywhere: the spec §8
 * error catalogue as the buyer sees it and §7's cancel-on-repeat rule. `get`/`post`/`put`/`del` take a hand-written URL
 * and type; lint rule `endpoints/no-raw-request` allows them only in the files not converted yet.
 */

export const API_BASE = '/api';
const ALERT_TITLE = '温馨提示';
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

function apiPath(url: string): string {
  const path = url.startsWith('/') ? url : `/${url}`;
  return path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path}`;
}

export async function request<T>(method: HttpMethod, url: string, opts: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const path = apiPath(url).split('?')[0];
  const key = `${method} ${path}`;
  const controller = new AbortController();
  if (!NO_CANCEL.has(path)) {
    pending.get(key)?.abort('repeat');
    pending.set(key, controller);
  }
  try {
    return await sendRequest<T>(apiPath(url), {
      method,
      query: opts.query,
      body: opts.body,
      signal: opts.signal,
      timeoutMs: opts.timeoutMs,
      controller,
    });
  } catch (e) {
    report(e as ApiError, opts);
    throw e;
  } finally {
    if (pending.get(key) === controller) pending.delete(key);
  }
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

/** `call`'s arguments: the endpoint's params, query and body (omitted when it takes none, or none is required). */
type CallArgs<H> = Record<never, never> extends InputOf<H> ? [input?: InputOf<H>, opts?: CallOptions] : [input: InputOf<H>, opts?: CallOptions];

/** Calls a contract endpoint: its path params filled in, the query on the URL, the body form-encoded; resolves to the whole envelope. */
export function callEnvelope<H extends EndpointHandle>(handle: H, ...[input, opts]: CallArgs<H>): Promise<ApiEnvelope<OutputOf<H>>> {
  const parts = (input ?? {}) as { params?: Record<string, number | string>; query?: FormFields; body?: FormFields | FormData };
  return request<OutputOf<H>>(handle.method, fillPath(handle.path, parts.params), { ...opts, query: parts.query, body: parts.body });
}

/** Calls a contract endpoint (`call(api.cart.edit, { params: { id }, body: { params: { number } } })`); resolves to the envelope's `data`. */
export function call<H extends EndpointHandle>(handle: H, ...args: CallArgs<H>): Promise<OutputOf<H>> {
  return callEnvelope(handle, ...args).then((r) => r.data);
}

/**
 * Sends a FormData to a multipart contract endpoint (`multipart: true`: an upload, whose file `call`'s form-encoded body
 * cannot carry); the same policies as `call`, resolves to the envelope's `data`.
 */
export function upload<H extends EndpointHandle>(handle: H, form: FormData, opts?: CallOptions): Promise<OutputOf<H>> {
  return request<OutputOf<H>>(handle.method, handle.path, { ...opts, body: form }).then((r) => r.data);
}
