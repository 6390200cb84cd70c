import type { z } from 'zod';
import { withQuery, type HttpMethod } from './api-core.js';
import type { FormFields } from './form-encode.js';

/**
 * One endpoint of the API, declared once (issue 45): its method, its URL, and the zod schemas of its path params, query,
 * form body and envelope `data`. The server registers its route from it (validation, serialisation and the OpenAPI
 * operation: server/src/core/http/route.ts), and every app calls it through its zod-free handle (endpoint-handles.ts),
 * whose request and answer types are this declaration's — a renamed field fails typecheck in the server and every app.
 *
 * Type-only zod imports: the storefront's bundle takes the handles and these types, never zod.
 */
interface EndpointBase {
  method: HttpMethod;
  /** The full URL as a browser calls it (`/api/…`, `/admin/api/…`), path params as `:name`. */
  path: string;
  /** Older URLs of the same call, registered with the same schemas (the spec's `/v1/…` twins); clients call `path`. */
  aliases?: readonly string[];
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A multipart upload (`consumes: multipart/form-data`): the request is a FormData whose file the route reads itself,
   * so there is no `body` schema; apps send it with their client's `upload(handle, form)`.
   */
  multipart?: true;
}

/** An endpoint that answers the envelope `{code, msg, data}`: what `call` sends to. */
export interface JsonEndpointSpec extends EndpointBase {
  answers?: undefined;
  /** The envelope's `data` (the server wraps it in `{code, msg, data}`). */
  response: z.ZodType;
}

/**
 * An endpoint that answers a file (a PDF, an Excel workbook, an uploaded picture): on success its bytes, of one of
 * `types`, never the envelope; a refusal is still the envelope. Apps never `call` it: the storefront links to it
 * (`fileHref(handle, input)`), the console downloads it (`download(handle, input)`).
 */
export interface FileEndpointSpec extends EndpointBase {
  answers: 'file';
  /** The content types a success may have (`application/pdf`, the xlsx type, `image/*`…). */
  types: readonly string[];
  response?: undefined;
}

export type EndpointSpec = JsonEndpointSpec | FileEndpointSpec;

/** The content types file endpoints answer. */
export const FILE_TYPE = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  csv: 'text/csv',
  json: 'application/json',
} as const;
/** What a user may upload as a document (a licence, a 首营资料): a picture or a PDF. */
export const DOCUMENT_TYPES = [FILE_TYPE.jpeg, FILE_TYPE.png, FILE_TYPE.webp, FILE_TYPE.pdf] as const;

/** An endpoint, with its method and path kept as literal types (the handle table is checked against them). */
export function defineEndpoint<const E extends EndpointSpec>(endpoint: E): E {
  return endpoint;
}

/** A module's endpoints by name. */
export type EndpointGroup = Record<string, EndpointSpec>;

type Schema<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/**
 * What a client sends for a schema: its input side (form fields as the field builders accept them, defaults
 * optional). Path params are filled into the URL, so any number or text.
 */
type SentParams<S> = S extends z.ZodType ? { [K in keyof z.output<S>]: number | string } : undefined;
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

type Parts<E extends EndpointSpec> = Present<{
  params: SentParams<Schema<E, 'params'>>;
  query: Sent<Schema<E, 'query'>>;
  body: Sent<Schema<E, 'body'>>;
}>;
type Present<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };
/** A part whose every field may be left out (a query of optional filters) may itself be left out. */
type Flatten<T> = { [K in keyof T]: T[K] };
type OptionalParts<T> = Flatten<
  { [K in keyof T as Record<never, never> extends T[K] ? never : K]: T[K] } & {
    [K in keyof T as Record<never, never> extends T[K] ? K : never]?: T[K];
  }
>;

/** The request parts a client passes to `call`: only the ones the endpoint has. */
export type CallInput<E extends EndpointSpec> = OptionalParts<Parts<E>>;

/** The envelope's `data` the client receives (a file endpoint's answer is no envelope: `never`). */
export type CallOutput<E extends EndpointSpec> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;

/**
 * A zod-free handle on an endpoint: what a client needs at run time (method and path) and, as types only, what it sends
 * and receives. `io` is never set: it carries the types.
 */
export interface EndpointHandle<M extends HttpMethod = HttpMethod, P extends string = string, In = unknown, Out = unknown> {
  readonly method: M;
  readonly path: P;
  /** Only a file endpoint's handle says `answers: 'file'`: `call` and `upload` take none. */
  readonly answers?: undefined;
  readonly io?: { in: In; out: Out };
}

/** A handle on a file endpoint (`answers: 'file'`): linked to or downloaded, never `call`ed. */
export interface FileHandle<M extends HttpMethod = HttpMethod, P extends string = string, In = unknown> {
  readonly method: M;
  readonly path: P;
  readonly answers: 'file';
  readonly io?: { in: In; out: never };
}

export type HandleOf<E extends EndpointSpec> = E extends FileEndpointSpec
  ? FileHandle<E['method'], E['path'], CallInput<E>>
  : EndpointHandle<E['method'], E['path'], CallInput<E>, CallOutput<E>>;

/** The handle table of an endpoint map: one handle per endpoint, same names. */
export type HandlesOf<Map extends Record<string, EndpointGroup>> = {
  readonly [G in keyof Map]: { readonly [K in keyof Map[G]]: HandleOf<Map[G][K]> };
};

/** What a handle's `call` (or a file handle's link) takes, and what `call` returns. */
export type InputOf<H> = H extends { readonly io?: { in: infer In } } ? In : never;
export type OutputOf<H> = H extends EndpointHandle<HttpMethod, string, unknown, infer Out> ? Out : never;

/**
 * A file endpoint's URL for a link or a download (`fileHref(api.invoices.pdf, { params: { id } })`): its path params
 * filled, its query on the URL. The file's own answer is not the envelope: a browser opens or saves it.
 */
export function fileHref<H extends FileHandle>(
  handle: H,
  ...[input]: Record<never, never> extends InputOf<H> ? [input?: InputOf<H>] : [input: InputOf<H>]
): string {
  const parts = (input ?? {}) as { params?: Record<string, number | string>; query?: FormFields };
  return withQuery(fillPath(handle.path, parts.params), parts.query);
}

/** `path` with its `:name` params filled (encoded), e.g. `/api/cart/:id/edit` → `/api/cart/12/edit`. */
export function fillPath(path: string, params?: Record<string, number | string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: path param ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
