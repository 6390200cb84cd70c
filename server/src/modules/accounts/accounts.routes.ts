import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { loginRequired, unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import type { SignedIn } from './accounts.service.js';

/** Sign-in (password, SMS code, WeChat), sign-out, the User state and SMS codes (spec §7 User; contract endpoints.accounts). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;
  const e = endpoints.accounts;

  /** A fresh session id at every sign-in (defeats fixation), the browser trusted, then the User state. */
  async function signIn(req: FastifyRequest, reply: FastifyReply, { member, device }: SignedIn) {
    await req.session.login(member.id);
    reply.trustDevice(device);
    const state = await accounts.userState(member.id);
    if (!state) throw loginRequired();
    return ok(state, '登录成功');
  }

  route(app, e.login, async (req, reply) =>
    signIn(req, reply, unwrap(await accounts.login(req.body.username, req.body.password, req.ip, req.deviceToken()))),
  );
  route(app, e.loginByCode, async (req, reply) =>
    signIn(req, reply, unwrap(await accounts.loginByCode(req.body.phone, req.body.code, req.ip, req.deviceToken()))),
  );
  route(app, e.loginWechat, async (req, reply) => signIn(req, reply, unwrap(await accounts.loginWechat(req.body.code, req.ip, req.deviceToken()))));
  route(app, e.createCode, async (req) =>
    ok(unwrap(await accounts.requestCode(req.body.phone, req.body.purpose, req.session.memberId, req.ip)), '验证码已发送'),
  );
  route(app, e.logout, async (req) => {
    await req.session.logout();
    return ok(null, '已退出登录');
  });

  /**
   * Every page asks who is there, guests included: a guest (or a session whose member is gone, ended here) is an
   * ordinary answer — the guest state, show 0 — not an error status the browser would log on every guest page.
   */
  route(app, e.base, async (req) => {
    const memberId = req.session.memberId;
    const state = memberId ? await accounts.userState(memberId) : null;
    if (state) return ok(state);
    if (memberId) await req.session.logout();
    return ok(await accounts.guestState());
  });
};
