import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Serves the built storefront. Hashed assets get a year of cache; index.html is never cached so a deploy is seen at
 * once. Any GET that is not an API, media or file path falls back to index.html (client-side routes, then /404).
 */
export async function registerWebApp(app: FastifyInstance, dist: string) {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ dist }, 'web app not built: run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    index: false,
    wildcard: false,
    setHeaders(reply, file) {
      if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
    },
  });
  const html = fs.readFileSync(index);
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const url = req.url.split('?')[0];
    if (url.startsWith('/api/') || url.startsWith('/media/') || url.startsWith('/admin/api/')) {
      return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
    }
    // Built files are routes of their own (wildcard: false); a missing file is a 404, not the app.
    if (path.extname(url)) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
