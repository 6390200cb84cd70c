import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate requests; browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: '药采 yaocai API', description: '医药B2B批发商城接口。响应体均为 {code, msg, data}。', version: '0.1.0' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'yc_sid' },
          operator: { type: 'apiKey', in: 'cookie', name: 'yc_sid', description: '运营人员登录后的同一会话' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Shared schemas become components; without this the document points at #/components/schemas/schemaN that is not there.
    transformObject: jsonSchemaTransformObject,
  });
  // The docs page has its own inline bootstrap: swagger-ui sends a CSP with its hashes for its static files.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Served on plain http too (local demo): do not ask the browser to upgrade the page's requests to https.
    transformStaticCSP: (header) => header.replace(/;?\s*upgrade-insecure-requests;?/, ';').replace(/;;+/g, ';'),
  });
}
