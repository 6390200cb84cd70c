import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, loginBody, userState } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { loginRequired, unwrap } from '../../core/http/errors.js';
import { requireMember } from './access.js';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;
  const tags = ['accounts'];

  app.post(
    '/user/login',
    { schema: { tags, summary: '登录（用户名或手机号 + 密码）', body: loginBody, response: { 200: envelope(userState) } } },
    async (req) => {
      const member = unwrap(await accounts.login(req.body.username, req.body.password, req.ip));
      await req.session.login(member.id);
      const state = await accounts.userState(member.id);
      if (!state) throw loginRequired();
      return ok(state, '登录成功');
    },
  );

  app.delete('/user/logout', { schema: { tags, summary: '退出登录', response: { 200: envelope(z.null()) } } }, async (req) => {
    await req.session.logout();
    return ok(null, '已退出登录');
  });

  app.get(
    '/user/base',
    { schema: { tags, summary: '当前会员信息（用户状态）', security: [{ session: [] }], response: { 200: envelope(userState) } } },
    async (req) => {
      const memberId = requireMember(req);
      const state = await accounts.userState(memberId);
      if (!state) {
        await req.session.logout();
        throw loginRequired();
      }
      return ok(state);
    },
  );
};
