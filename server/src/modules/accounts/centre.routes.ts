import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentApplication,
  agentApplyBody,
  agentStatus,
  businessScopeView,
  changePasswordBody,
  contractView,
  envelope,
  idParamOf,
  phoneView,
  renewCertificateBody,
  renewResult,
  signContractBody,
  updateUserInfoBody,
  wechatCodeBody,
  zizhiView,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { masterIdOf } from '../../core/http/member-access.js';

/** Account centre /zhzx (basic, zzzj, bdwx), /dzht contract and /kxdl controlled-sales application. */
export const centreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profile, agreements } = app.services;
  const tags = ['account-centre'];

  app.post(
    '/user/updateUserInfo',
    {
      schema: {
        tags,
        summary: '修改基本信息：联系人、手机号（更换手机号需新号码的验证码，purpose=change_phone）',
        body: updateUserInfoBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => ok(unwrap(await profile.updateUserInfo(req.member.memberId, req.body)), '保存成功'),
  );

  app.post(
    '/user/resetPassword',
    { schema: { tags, summary: '修改密码（需原密码）；其他设备的登录随之失效', body: changePasswordBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      const memberId = req.member.memberId;
      unwrap(await profile.changePassword(memberId, req.body.old_password, req.body.password));
      await req.session.login(memberId);
      return ok(null, '密码已修改');
    },
  );

  app.get(
    '/user/phone/:id',
    { schema: { tags, summary: '会员完整手机号（本人或已关联门店）', params: idParamOf('会员'), response: { 200: envelope(phoneView) } } },
    async (req) => ok(unwrap(await profile.phoneOf(req.member.memberId, masterIdOf(req), req.params.id))),
  );

  app.get('/user/jyfw', { schema: { tags, summary: '经营范围（审核时核定）', response: { 200: envelope(businessScopeView) } } }, async (req) =>
    ok(unwrap(await profile.jyfw(req.member.memberId))),
  );

  app.get(
    '/user/zizhi',
    { schema: { tags, summary: '资质证照：各证件当前状态、续期审核、到期提醒（30天内）', response: { 200: envelope(zizhiView) } } },
    async (req) => ok(unwrap(await profile.zizhi(req.member.memberId))),
  );

  app.post(
    '/user/zizhi/renew',
    {
      schema: {
        tags,
        summary: '更新证件：上传新证件后该证件重新审核（原证件在新证件通过前仍有效）',
        body: renewCertificateBody,
        response: { 200: envelope(renewResult) },
      },
    },
    async (req) => ok(unwrap(await profile.renew(req.member.memberId, req.body)), '证件已提交，请等待审核'),
  );

  app.post(
    '/user/bind_wechat',
    { schema: { tags, summary: '绑定微信（微信扫码授权码）', body: wechatCodeBody, response: { 200: envelope(z.null()) } } },
    async (req) => ok(unwrap(await profile.bindWechat(req.member.memberId, req.body.code)), '绑定成功'),
  );

  app.delete('/user/unbind_wechat', { schema: { tags, summary: '解绑微信', response: { 200: envelope(z.null()) } } }, async (req) =>
    ok(unwrap(await profile.unbindWechat(req.member.memberId)), '已解除绑定'),
  );

  app.get('/contract', { schema: { tags, summary: '电子合同内容与签署状态（/dzht）', response: { 200: envelope(contractView) } } }, async (req) =>
    ok(await agreements.contract(req.member.memberId)),
  );

  app.post(
    '/contract/sign',
    { schema: { tags, summary: '签署电子合同', body: signContractBody, response: { 200: envelope(contractView) } } },
    async (req) => {
      const memberId = req.member.memberId;
      unwrap(await agreements.sign(memberId, req.body.signer_name, req.ip));
      return ok(await agreements.contract(memberId), '签署成功');
    },
  );

  app.get(
    '/agent/apply',
    { schema: { tags, summary: '控销授权状态与最近一次申请（/kxdl）', response: { 200: envelope(agentStatus) } } },
    async (req) => ok(await agreements.kxStatus(req.member.memberId)),
  );

  app.post(
    '/agent/apply',
    {
      schema: {
        tags,
        summary: '申请控销授权（运营审核通过后可见、可购控销商品）',
        body: agentApplyBody,
        response: { 200: envelope(agentApplication) },
      },
    },
    async (req) => ok(unwrap(await agreements.applyKx(req.member.memberId, req.body)), '申请已提交，请等待审核'),
  );
};
