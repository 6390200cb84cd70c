import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { envelope, errorBody, type EndpointSpec } from '@yaocai/contract';

type Part<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : unknown;

/** The request a route's handler gets: params, query and body as its endpoint's schemas parse them. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: Part<E, 'params'>;
  Querystring: Part<E, 'query'>;
  Body: Part<E, 'body'>;
}>;

/**
 * What a handler answers: the envelope of the endpoint's `data` (`ok(…)`), or the reply it sent itself (`okKept`; a file
 * endpoint's handler always sends its file itself, `sendXlsx(reply, …)`).
 */
export type EndpointReply<E extends EndpointSpec> = E extends { response: infer R extends z.ZodType }
  ? { code: number; msg: string; data: z.input<R> } | FastifyReply
  : FastifyReply;

export type EndpointHandler<E extends EndpointSpec> = (req: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointReply<E>>;

/**
 * Registers a contract endpoint (contract/src/endpoints) in the plugin `app`: its method and URL (and the URL's
 * aliases), and the schema fastify-type-provider-zod validates, serialises and documents — tags, summary, params,
 * querystring, body, the `{code, msg, data}` envelope of 200 (a file endpoint's 200 is the file, of its declared
 * types, and its refusals the envelope). The plugin's prefix must begin the endpoint's path (a route registered under
 * another prefix than its declaration says is a registration bug: it throws at start-up).
 */
export function route<E extends EndpointSpec>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  opts: { config?: FastifyContextConfig } = {},
): void {
  for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
    app.route({
      method: endpoint.method,
      url: underPrefix(app.prefix, path),
      schema: {
        tags: [...endpoint.tags],
        summary: endpoint.summary,
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
        response: endpoint.answers === 'file' ? fileResponses(endpoint.types) : { 200: envelope(endpoint.response) },
      },
      ...(opts.config ? { config: opts.config } : {}),
      handler: handler as unknown as RouteHandlerMethod,
    });
  }
}

/** A file's bytes, as OpenAPI 3.0 says so. */
const binary = z.string().meta({ format: 'binary' });

/**
 * A file endpoint's answers: the file, of one of its types (its schema only documents: fastify sends a Buffer or a
 * stream as it is), and a refusal's envelope (4xx; the error handler's body, serialised by its schema).
 */
function fileResponses(types: readonly string[]) {
  return {
    200: { description: '文件', content: Object.fromEntries(types.map((type) => [type, { schema: binary }])) },
    '4xx': errorBody,
  };
}

function underPrefix(prefix: string, path: string): string {
  if (!path.startsWith(`${prefix}/`)) throw new Error(`endpoint ${path} is registered under ${prefix || 'no prefix'}`);
  return path.slice(prefix.length);
}
