import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { originFromRequest, publicOrigin } from '../../core/http/public-origin.js';
import type { MediaKind } from './media.service.js';

const KINDS: MediaKind[] = ['goods', 'shop', 'category', 'banner', 'ad', 'brand', 'gift', 'link', 'activity'];

/** Generated placeholder images (/media/{kind}/{id}.svg) and QR codes, cached for a day. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const { media } = app.services;
  const idOf = (file: string) => {
    const m = /^(\d{1,9})\.svg$/.exec(file);
    return m ? Number(m[1]) : null;
  };
  const send = (reply: FastifyReply, svg: string | { redirect: string } | null) => {
    // A missing image is refused like any API answer (one envelope for every error the server gives).
    if (svg === null) return reply.status(404).send({ code: 404, msg: '图片不存在', data: null });
    // An uploaded photo replaces the drawing; short cache, as the operator may change the main image.
    if (typeof svg !== 'string') return reply.header('cache-control', 'public, max-age=300').redirect(svg.redirect, 302);
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
  };
  type P = { Params: { file: string }; Querystring: { variant?: string } };

  for (const kind of KINDS) {
    app.get<P>(`/${kind}/:file`, async (req, reply) => {
      const id = idOf(req.params.file);
      return send(reply, id === null ? null : await media.draw(kind, id, req.query.variant));
    });
  }

  app.get<P>('/qr/:file', async (req, reply) => {
    // Without PUBLIC_URL the code points at the address asked (demo): a shared cache must keep one per host.
    if (originFromRequest(req)) reply.header('vary', 'host, x-forwarded-host, x-forwarded-proto');
    return send(reply, media.qr(req.params.file.replace(/\.svg$/, ''), publicOrigin(req)));
  });
};
