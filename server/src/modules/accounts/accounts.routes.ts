import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createCodeBody, createCodeResult, envelope, loginBody, loginByCodeBody, userBase, userState, wechatCodeBody } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { loginRequired, unwrap } from '../../core/http/errors.js';
import type { SignedIn } from './accounts.service.js';

/** Sign-in (password, SMS code, WeChat), sign-out, the User state and SMS codes (spec §7 User). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;
  const tags = ['accounts'];

  /** A fresh session id at every sign-in (defeats fixation), the browser trusted, then the User state. */
  async function signIn(req: FastifyRequest, reply: FastifyReply, { member, device }: SignedIn) {
    await req.session.login(member.id);
    reply.trustDevice(device);
    const state = await accounts.userState(member.id);
    if (!state) throw loginRequired();
    return ok(state, '登录成功');
  }

  app.post(
    '/user/login',
    { schema: { tags, summary: '登录（用户名或手机号 + 密码）', body: loginBody, response: { 200: envelope(userState) } } },
    async (req, reply) => signIn(req, reply, unwrap(await accounts.login(req.body.username, req.body.password, req.ip, req.deviceToken()))),
  );

  app.post(
    '/user/login_by_code',
    { schema: { tags, summary: '短信验证码登录（先以 purpose=login 获取验证码）', body: loginByCodeBody, response: { 200: envelope(userState) } } },
    async (req, reply) => signIn(req, reply, unwrap(await accounts.loginByCode(req.body.phone, req.body.code, req.ip, req.deviceToken()))),
  );

  app.post(
    '/user/login_wechat',
    { schema: { tags, summary: '微信扫码登录（已绑定微信的账号）', body: wechatCodeBody, response: { 200: envelope(userState) } } },
    async (req, reply) => signIn(req, reply, unwrap(await accounts.loginWechat(req.body.code, req.ip, req.deviceToken()))),
  );

  app.post(
    '/user/create_code',
    {
      schema: {
        tags,
        summary: '获取短信验证码（register 注册 / login 登录 / forget 找回密码 / change_phone 更换手机 / bindbank 绑卡）',
        body: createCodeBody,
        response: { 200: envelope(createCodeResult) },
      },
    },
    async (req) => ok(unwrap(await accounts.requestCode(req.body.phone, req.body.purpose, req.session.memberId, req.ip)), '验证码已发送'),
  );

  app.delete('/user/logout', { schema: { tags, summary: '退出登录', response: { 200: envelope(z.null()) } } }, async (req) => {
    await req.session.logout();
    return ok(null, '已退出登录');
  });

  /**
   * Every page asks who is there, guests included: a guest (or a session whose member is gone, ended here) is an
   * ordinary answer — the guest state, show 0 — not an error status the browser would log on every guest page.
   */
  app.get(
    '/user/base',
    { schema: { tags, summary: '当前会员信息（用户状态；未登录为访客状态 show=0）', response: { 200: envelope(userBase) } } },
    async (req) => {
      const memberId = req.session.memberId;
      const state = memberId ? await accounts.userState(memberId) : null;
      if (state) return ok(state);
      if (memberId) await req.session.logout();
      return ok(await accounts.guestState());
    },
  );
};
