import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import { bannerImage, categoryIcon, goodsImage, linkImage, shopLogo } from './placeholder-svg.js';
import { qrSvg } from '../../shared/qr.js';

/** Sizes of banner slots (spec: 1 home carousel, 2 top banner, 164 home bottom banner) and ad positions. */
const BANNER_SIZE: Record<number, [number, number]> = {
  1: [730, 400], 2: [1920, 60], 3: [190, 280], 4: [1200, 120], 10: [1200, 200], 11: [1200, 200], 12: [1200, 200],
  13: [1200, 200], 14: [600, 400], 15: [1200, 200], 16: [1200, 120], 164: [1200, 120],
};
const AD_SIZE: Record<string, [number, number]> = { top_right: [190, 80], search: [300, 100] };
const QR_TARGETS: Record<string, { path: string; caption: string }> = {
  miniprogram: { path: '/', caption: '微信扫码打开小程序' },
  app: { path: '/help/xrzn/gwzn', caption: '扫码下载药采APP' },
};

/**
 * Generated placeholder images (SVG) drawn from the data itself: no hot-linking, no binaries in git.
 * Cached for a day; the drawings change only when the data does.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const rows = <T>(q: ReturnType<typeof sql>) => app.database.rows<T>(q);
  const idOf = (file: string) => {
    const m = /^(\d{1,9})\.svg$/.exec(file);
    return m ? Number(m[1]) : null;
  };
  const send = (reply: FastifyReply, svg: string | null) => {
    // A missing image is refused like any API answer (one envelope for every error the server gives).
    if (svg === null) return reply.status(404).send({ code: 404, msg: '图片不存在', data: null });
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
  };
  type P = { Params: { file: string }; Querystring: { variant?: string } };

  app.get<P>('/goods/:file', async (req, reply) => {
    const id = idOf(req.params.file);
    const [g] = id ? await rows<{ name: string; spec: string; manufacturer: string; dosage_form: string }>(
      sql`select name, spec, manufacturer, dosage_form from goods where id = ${id}`) : [];
    return send(reply, g ? goodsImage(g) : null);
  });

  app.get<P>('/shop/:file', async (req, reply) => {
    const id = idOf(req.params.file);
    const [s] = id ? await rows<{ short_name: string }>(sql`select short_name from shops where id = ${id}`) : [];
    return send(reply, s ? shopLogo(s) : null);
  });

  app.get<P>('/category/:file', async (req, reply) => {
    const id = idOf(req.params.file);
    const [c] = id ? await rows<{ name: string }>(sql`select name from categories where id = ${id}`) : [];
    return send(reply, c ? categoryIcon({ name: c.name, active: req.query.variant === 'active' }) : null);
  });

  app.get<P>('/banner/:file', async (req, reply) => {
    const id = idOf(req.params.file);
    const [b] = id ? await rows<{ name: string; slot: number }>(sql`select name, slot from banners where id = ${id}`) : [];
    if (!b) return send(reply, null);
    const [width, height] = BANNER_SIZE[b.slot] ?? [1200, 300];
    const [title, subtitle] = b.name.split(/[|｜]/);
    return send(reply, bannerImage({ title, subtitle, width, height, cta: height >= 200 ? '立即查看' : '' }));
  });

  app.get<P>('/ad/:file', async (req, reply) => {
    const id = idOf(req.params.file);
    const [a] = id ? await rows<{ name: string; position: string }>(sql`select name, position from ads where id = ${id}`) : [];
    if (!a) return send(reply, null);
    const [width, height] = AD_SIZE[a.position] ?? [300, 100];
    return send(reply, bannerImage({ title: a.name, width, height, cta: '' }));
  });

  app.get<P>('/brand/:file', async (req, reply) => {
    const id = idOf(req.params.file);
    const [b] = id ? await rows<{ name: string }>(sql`select name from brands where id = ${id}`) : [];
    return send(reply, b ? shopLogo({ short_name: b.name }) : null);
  });

  app.get<P>('/gift/:file', async (req, reply) => {
    const id = idOf(req.params.file);
    const [g] = id ? await rows<{ name: string }>(sql`select name from points_goods where id = ${id}`) : [];
    return send(reply, g ? bannerImage({ title: g.name, subtitle: '积分兑换', width: 400, height: 400, cta: '' }) : null);
  });

  app.get<P>('/link/:file', async (req, reply) => {
    const id = idOf(req.params.file);
    const [l] = id ? await rows<{ name: string }>(sql`select name from global_links where id = ${id}`) : [];
    return send(reply, l ? linkImage(l) : null);
  });

  app.get<P>('/qr/:file', async (req, reply) => {
    const target = QR_TARGETS[req.params.file.replace(/\.svg$/, '')];
    if (!target) return send(reply, null);
    // Never from the Host header: the image is cached publicly, so a forged Host would poison it for everyone.
    const origin = app.services.publicUrl;
    return send(reply, qrSvg(origin + target.path, { caption: target.caption, size: 160 }));
  });
};
