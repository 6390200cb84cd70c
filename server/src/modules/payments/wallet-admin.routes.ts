import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamOf, memberWalletView, walletAdjustBody } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from '../../shared/actor.js';

/** Finance area: a member's wallet and credit line, and wallet adjustments booked through the ledger. */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { walletAdjust } = app.services;
  const tags = ['admin'];
  const params = idParamOf('会员');

  app.get(
    '/members/:id/wallet',
    { schema: { tags, summary: '会员资金：余额、账期额度与最近资金明细', params, response: { 200: envelope(memberWalletView) } } },
    async (req) => ok(unwrap(await walletAdjust.view(req.params.id))),
  );

  app.post(
    '/members/:id/wallet/adjust',
    {
      schema: {
        tags,
        summary: '调整会员余额（记账：平台调整账户 ⇄ 会员钱包；扣减不超过余额；原因会员可见）',
        params,
        body: walletAdjustBody,
        response: { 200: envelope(z.object({ balance: z.number() })) },
      },
    },
    async (req) => ok(unwrap(await walletAdjust.adjust(operatorActor(operatorOf(req)), req.params.id, req.body)), '余额已调整'),
  );
};
