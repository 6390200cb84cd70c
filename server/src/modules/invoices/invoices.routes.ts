import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/**
 * E-invoices (/dzfp): the member's list and PDFs (a file endpoint), and the public 发票查验 by number and check code
 * (contract endpoints.invoices).
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invoices } = app.services;

  route(app, endpoints.invoices.list, async (req) =>
    ok(await invoices.list(req.member.memberId, req.query.page, req.query.page_size, req.query.order_id)),
  );

  route(app, endpoints.invoices.pdf, async (req, reply) => {
    const { file, name } = unwrap(await invoices.pdf(req.member.memberId, req.params.id));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'private, no-store')
      .send(file);
  });
};

/** Invoice lookup by number and code (the printed invoice's own check). */
export const invoicesPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invoices, limiter } = app.services;

  route(app, endpoints.invoices.query, async (req) => {
    // Guessing check codes is throttled per address.
    const hit = await limiter.hit(`invoice-query:${req.ip}`, 30, 600);
    if (!hit.allowed) return unwrap({ ok: false, kind: 'rate_limited', message: '查询过于频繁，请稍后再试' });
    const { check_code, pdf_url: _pdf, order_id: _order, ...rest } = unwrap(await invoices.query(req.query.invoice_no, req.query.check_code));
    return ok({ ...rest, check_code_tail: check_code.slice(-6) });
  });
};
