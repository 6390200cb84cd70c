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
  type InputOf,
  type OutputOf,
} from '@yaocai/contract';
import { alertDialog, toast } from './feedback';

export { ApiError } from '@yaocai/contract';

/**
 * The phone storefront's request client over the contract's request core (fetch, timeout, envelope, ApiError): the
 * same endpoints and spec §8 messages as the desktop, shown the phone's way (a toast, a dialog). A call that needs a
 * signed-in member sends the buyer to /login and back.
 */
interface CallOptions {
  /** No toast, no dialog, no redirect: the caller shows what it needs. */
  silent?: boolean;
  /** Own handling; return true when handled. */
  onError?: (err: ApiError) => boolean;
  signal?: AbortSignal;
}

let navigate: ((to: string) => void) | null = null;
/** The router's navigate, set once the router exists (the client lives outside React). */
export function setNavigate(fn: (to: string) => void) {
  navigate = fn;
}

function report(err: ApiError, opts: CallOptions) {
  if (err.kind === 'cancelled' || opts.silent || opts.onError?.(err)) return;
  // Offline, the page's own bar says so once; a toast per failed call would only repeat it.
  if (err.kind === 'network' && !navigator.onLine) return;
  if (err.kind === 'timeout') {
    alertDialog({ title: '温馨提示', content: TIMEOUT_MESSAGE, confirmText: '刷新', onConfirm: () => location.reload() });
    return;
  }
  if (err.isLoginRequired) {
    const here = location.pathname + location.search;
    if (!here.startsWith('/login')) navigate?.(`/login?redirect=${encodeURIComponent(here)}`);
    return;
  }
  if (err.code === CODE.contractRequired) {
    // Spec §8: 459 shows its message and opens the e-contract, which comes back here once signed.
    toast(err.message, 'fail');
    navigate?.(`/dzht?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    return;
  }
  if (err.code === CODE.validation) {
    toast(err.firstFieldError, 'fail');
    return;
  }
  toast(err.code >= 500 && err.code <= 599 ? BUSY_MESSAGE : err.message || BUSY_MESSAGE, 'fail');
}

type CallArgs<H> = Record<never, never> extends InputOf<H> ? [input?: InputOf<H>, opts?: CallOptions] : [input: InputOf<H>, opts?: CallOptions];

/** Calls a contract endpoint; resolves to the whole envelope (its `msg` is what the buyer reads after an action). */
export async function callEnvelope<H extends EndpointHandle>(handle: H, ...[input, opts = {}]: CallArgs<H>): Promise<ApiEnvelope<OutputOf<H>>> {
  const parts = (input ?? {}) as { params?: Record<string, number | string>; query?: FormFields; body?: FormFields };
  try {
    return await sendRequest<OutputOf<H>>(fillPath(handle.path, parts.params), {
      method: handle.method,
      query: parts.query,
      body: parts.body,
      signal: opts.signal,
    });
  } catch (e) {
    report(e as ApiError, opts);
    throw e;
  }
}

/** Calls a contract endpoint (`call(api.cart.edit, { params: { id }, body: … })`); resolves to the envelope's `data`. */
export function call<H extends EndpointHandle>(handle: H, ...args: CallArgs<H>): Promise<OutputOf<H>> {
  return callEnvelope(handle, ...args).then((r) => r.data);
}

/** POST a multipart form (an upload) to a contract endpoint; errors are shown like any call's. */
export async function upload<H extends EndpointHandle>(handle: H, form: FormData, opts: CallOptions = {}): Promise<OutputOf<H>> {
  try {
    const r = await sendRequest<OutputOf<H>>(handle.path, { method: handle.method, body: form, signal: opts.signal, timeoutMs: 120_000 });
    return r.data;
  } catch (e) {
    report(e as ApiError, opts);
    throw e;
  }
}
