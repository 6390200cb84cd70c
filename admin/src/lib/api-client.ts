import {
  ApiError,
  BUSY_MESSAGE,
  CODE,
  fileHref,
  fillPath,
  NETWORK_MESSAGE,
  parseEnvelope,
  refusal,
  sendRequest,
  type EndpointHandle,
  type FileHandle,
  type FormFields,
  type HttpMethod,
  type InputOf,
  type OutputOf,
} from '@yaocai/contract';
import { consolePath, feedback } from './feedback';

export { ApiError, fileHref } from '@yaocai/contract';

/**
 * The console's request client for /admin/api over the contract's request core (api-core.ts: the same envelope,
 * codes, timeout and ApiError as the storefront's, spec §7–§8), with the console's one place that turns refusals into
 * what the operator sees — sign-in page for 401, the authenticator page for 10403, the server's message for
 * 403/409/422, 系统繁忙 for 5xx.
 */
export const CONSOLE_API = '/admin/api';

export interface CallOptions {
  /** Own handling of a refusal; return true when handled (the common toast is skipped). */
  onError?: (err: ApiError) => boolean;
  signal?: AbortSignal;
}

/** The console's paths are under /admin/api; full URLs (a contract endpoint's, the storefront's /api, /media) pass as written. */
const consoleUrl = (url: string) =>
  url.startsWith(`${CONSOLE_API}/`) || url.startsWith('/api/') || url.startsWith('/media/') ? url : CONSOLE_API + url;

async function request<T>(
  method: HttpMethod,
  url: string,
  body: FormFields | FormData | undefined,
  query: FormFields | undefined,
  opts: CallOptions = {},
) {
  try {
    return await sendRequest<T>(consoleUrl(url), { method, body, query, signal: opts.signal });
  } catch (e) {
    report(e as ApiError, opts);
    throw e;
  }
}

function report(err: ApiError, opts: CallOptions) {
  // Aborted by the caller (a query superseded or unmounted): nobody is waiting for an answer.
  if (err.kind === 'cancelled') return;
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
    feedback.message?.error(BUSY_MESSAGE);
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

/** `call`'s arguments: the endpoint's params, query and body (omitted when it takes none, or none is required). */
type CallArgs<H> = Record<never, never> extends InputOf<H> ? [input?: InputOf<H>, opts?: CallOptions] : [input: InputOf<H>, opts?: CallOptions];

/**
 * Calls a contract endpoint (`callEnvelope(api.coupons.end, { params: { id } })`): its path params filled in, the query
 * on the URL, the body form-encoded; resolves to `{ data, msg }` (a mutation's toast says the server's `msg`).
 */
export function callEnvelope<H extends EndpointHandle>(handle: H, ...[input, opts]: CallArgs<H>): Promise<{ data: OutputOf<H>; msg: string }> {
  const parts = (input ?? {}) as { params?: Record<string, number | string>; query?: FormFields; body?: FormFields | FormData };
  const body = handle.method === 'GET' || handle.method === 'DELETE' ? parts.body : (parts.body ?? {});
  return request<OutputOf<H>>(handle.method, fillPath(handle.path, parts.params), body, parts.query, opts).then((r) => ({
    data: r.data,
    msg: r.msg,
  }));
}

/** Calls a contract endpoint (`call(api.dashboard.summary)`); resolves to the envelope's `data`. */
export function call<H extends EndpointHandle>(handle: H, ...args: CallArgs<H>): Promise<OutputOf<H>> {
  return callEnvelope(handle, ...args).then((r) => r.data);
}

/**
 * Sends a FormData to a multipart contract endpoint (`multipart: true`: an upload, whose file `call`'s form-encoded body
 * cannot carry) — `upload(api.siteConsole.uploadImage, form)`; refusals are handled as `call`'s, and it resolves to
 * `{ data, msg }` (the toast says the server's `msg`).
 */
export function upload<H extends EndpointHandle>(handle: H, form: FormData, opts?: CallOptions): Promise<{ data: OutputOf<H>; msg: string }> {
  return request<OutputOf<H>>(handle.method, handle.path, form, undefined, opts).then((r) => ({ data: r.data, msg: r.msg }));
}

/** The file name a Content-Disposition header gives (its UTF-8 form first). */
function fileNameOf(disposition: string | null, fallback: string) {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** `download`'s arguments: the file endpoint's params and query (omitted when it takes none), and a name to save under. */
type DownloadArgs<H> =
  Record<never, never> extends InputOf<H> ? [input?: InputOf<H>, fallbackName?: string] : [input: InputOf<H>, fallbackName?: string];

/**
 * Downloads a file endpoint's answer (`download(api.gspRecords.salesExport, { query })`: templates, reports, exports)
 * and saves it under the server's name. A refusal comes back as the usual JSON envelope and is shown like any other (a
 * toast, or the sign-in page).
 */
export async function download<H extends FileHandle>(handle: H, ...[input, fallbackName = 'download.xlsx']: DownloadArgs<H>): Promise<void> {
  const href = (fileHref as (h: FileHandle, i?: unknown) => string)(handle, input);
  let res: Response;
  try {
    res = await fetch(href, { credentials: 'same-origin' });
  } catch {
    const err = new ApiError('network', 0, NETWORK_MESSAGE);
    report(err, {});
    throw err;
  }
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) {
    const err = refusal(res.status, parseEnvelope(await res.text().catch(() => '')));
    report(err, {});
    throw err;
  }
  const blob = await res.blob();
  const saved = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = saved;
  a.download = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(saved), 10_000);
}
