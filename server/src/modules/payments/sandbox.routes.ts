import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, sandboxTrade, formatFen } from '@yaocai/contract';
import { z } from 'zod';
import { ok } from '../../core/http/envelope.js';
import { notFound, unwrap } from '../../core/http/errors.js';
import { esc } from '../../shared/svg-text.js';

const tradeParam = z.object({ trade_no: z.string().regex(/^SBX[0-9a-f]{10,40}$/, { error: '交易号格式不正确' }) });

/**
 * The sandbox provider's own pages, standing in for a wallet app scanning the QR code: the trade, and 确认支付 which
 * pays it on the provider's side and queues the signed notification to the store.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = app.services.sandbox!;
  const tags = ['sandbox-provider'];

  app.get(
    '/api/sandbox-pay/:trade_no',
    { schema: { tags, summary: '沙箱支付：交易信息', params: tradeParam, response: { 200: envelope(sandboxTrade) } } },
    async (req) => {
      const t = await sandbox.trade(req.params.trade_no);
      if (!t) throw notFound('交易不存在');
      return ok({ trade_no: t.trade_no, amount: Number(t.amount), subject: t.subject, status: Number(t.status), merchant: '药采 yaocai' });
    },
  );

  app.post(
    '/api/sandbox-pay/:trade_no/confirm',
    { schema: { tags, summary: '沙箱支付：确认支付', params: tradeParam, response: { 200: envelope(z.null()) } } },
    async (req) => ok(unwrap(await sandbox.confirm(req.params.trade_no)), '支付成功'),
  );

  // What the QR code opens: a small page of the provider (not part of the storefront).
  app.get('/sandbox-pay/:trade_no', { schema: { hide: true, params: tradeParam } }, async (req, reply) => {
    const t = await sandbox.trade(req.params.trade_no);
    if (!t) throw notFound('交易不存在');
    const amount = formatFen(Number(t.amount));
    const paid = Number(t.status) === 1;
    // The page's one inline script runs under a per-response nonce; everything else keeps the site's strict CSP.
    const nonce = randomBytes(16).toString('base64');
    reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      );
    return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>沙箱支付</title><style>body{font-family:system-ui,"WenQuanYi Zen Hei",sans-serif;background:#f5f5f5;margin:0}main{max-width:420px;margin:40px auto;background:#fff;border-radius:8px;padding:32px;text-align:center;box-shadow:0 1px 4px #0001}
h1{font-size:18px;color:#333}.amount{font-size:36px;color:#1677ff;margin:16px 0}.subject{color:#666;font-size:14px;word-break:break-all}button{margin-top:24px;width:100%;padding:12px;font-size:16px;border:0;border-radius:6px;background:#1677ff;color:#fff;cursor:pointer}
button:disabled{background:#aaa}.note{color:#999;font-size:12px;margin-top:16px}.done{color:#52c41a;font-size:18px;margin-top:24px}</style></head>
<body><main><h1>沙箱支付 · 药采 yaocai</h1><div class="amount">¥${amount}</div><div class="subject">${esc(t.subject)}</div>
${paid ? '<div class="done" id="done">支付成功</div>' : '<button id="pay">确认支付</button><div class="done" id="done" hidden>支付成功</div>'}
<p class="note">沙箱环境：不产生真实扣款。支付结果由支付机构异步通知商城。</p></main>
<script nonce="${nonce}">const b=document.getElementById('pay');if(b)b.onclick=async()=>{b.disabled=true;const r=await fetch('/api/sandbox-pay/${esc(t.trade_no)}/confirm',{method:'POST'});if(r.ok){b.hidden=true;document.getElementById('done').hidden=false}else{b.disabled=false;alert('支付失败')}}</script></body></html>`;
  });
};
