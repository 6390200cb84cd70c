import { CODE, encodeForm, type ErrorBody, type FormFields } from '@yaocai/contract';
import { consolePath, feedback } from './feedback';

/**
 * The console's one request client for /admin/api (same envelope and codes as the storefront's, spec §7–§8): form
 * bodies, the session cookie, a timeout, and one place that turns refusals into what the operator sees — sign-in page
 * for 401, the server's message for 403/409/422, 系统繁忙 for 5xx.
 */
export const CONSOLE_API = '/admin/api';
const TIMEOUT_MS = 30_000;
const BUSY = '系统繁忙，请稍候再试';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorBody | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** Per-field messages of a 422 (the form shows them beside the fields). */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.errors ?? {};
  }
}

export interface CallOptions {
  /** Own handling of a refusal; return true when handled (the common toast is skipped). */
  onError?: (err: ApiError) => boolean;
  signal?: AbortSignal;
}

async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: FormFields | FormData | undefined,
  query: FormFields | undefined,
  opts: CallOptions = {},
) {
  const q = query ? encodeForm(query) : '';
  const full = (url.startsWith('/api/') || url.startsWith('/media/') ? url : CONSOLE_API + url) + (q ? `?${q}` : '');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), TIMEOUT_MS);
  opts.signal?.addEventListener('abort', () => controller.abort('caller'), { once: true });
  const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: controller.signal };
  if (body !== undefined) {
    init.body = body instanceof FormData ? body : encodeForm(body);
    if (!(body instanceof FormData)) init.headers = { ...init.headers, 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' };
  }
  try {
    const res = await fetch(full, init);
    let json: ErrorBody | null = null;
    try {
      json = (await res.json()) as ErrorBody;
    } catch {
      json = null;
    }
    if (res.ok && json && (json.code === CODE.ok || json.code === 200)) return json as ErrorBody & { data: T };
    throw new ApiError(res.status, json?.msg || `请求失败 (${res.status})`, json);
  } catch (e) {
    const err =
      e instanceof ApiError ? e : new ApiError(0, controller.signal.reason === 'timeout' ? '请求超时，请刷新页面' : '网络连接失败，请检查网络后重试');
    if (controller.signal.reason !== 'caller') report(err, opts);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

function report(err: ApiError, opts: CallOptions) {
  if (opts.onError?.(err)) return;
  if (err.status === 401) {
    const here = consolePath();
    if (!here.startsWith('/login')) feedback.navigate?.(`/login?redirect=${encodeURIComponent(here)}`);
    return;
  }
  // The account must bind its authenticator first (production, money or member powers): the enrolment page says so.
  if (err.status === 403 && err.body?.code === CODE.totpEnrolRequired) {
    const here = consolePath();
    if (!here.startsWith('/security')) feedback.navigate?.(`/security/totp?redirect=${encodeURIComponent(here)}`);
    return;
  }
  if (err.status >= 500) {
    feedback.message?.error(BUSY);
    return;
  }
  const first = Object.values(err.fieldErrors)[0]?.[0];
  feedback.message?.error(first || err.message);
}

export const get = <T>(url: string, query?: FormFields, opts?: CallOptions) => request<T>('GET', url, undefined, query, opts).then((r) => r.data);
export const post = <T>(url: string, body?: FormFields | FormData, opts?: CallOptions) =>
  request<T>('POST', url, body ?? {}, undefined, opts).then((r) => ({ data: r.data, msg: r.msg }));
export const put = <T>(url: string, body: FormFields, opts?: CallOptions) =>
  request<T>('PUT', url, body, undefined, opts).then((r) => ({ data: r.data, msg: r.msg }));
export const del = <T>(url: string, opts?: CallOptions) =>
  request<T>('DELETE', url, undefined, undefined, opts).then((r) => ({ data: r.data, msg: r.msg }));

/** The file name a Content-Disposition header gives (its UTF-8 form first). */
function fileNameOf(disposition: string | null, fallback: string) {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a file the console serves (templates, reports, exports) and saves it under the server's name. A refusal
 * comes back as the usual JSON envelope and is shown like any other (a toast, or the sign-in page).
 */
export async function download(url: string, query?: FormFields, fallbackName = 'download.xlsx'): Promise<void> {
  const q = query ? encodeForm(query) : '';
  let res: Response;
  try {
    res = await fetch(CONSOLE_API + url + (q ? `?${q}` : ''), { credentials: 'same-origin' });
  } catch {
    const err = new ApiError(0, '网络连接失败，请检查网络后重试');
    report(err, {});
    throw err;
  }
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
    const json = (await res.json().catch(() => null)) as ErrorBody | null;
    const err = new ApiError(res.status, json?.msg || `请求失败 (${res.status})`, json);
    report(err, {});
    throw err;
  }
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
