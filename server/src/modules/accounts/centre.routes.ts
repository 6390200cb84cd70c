import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { masterIdOf } from '../../core/http/member-access.js';
import { route } from '../../core/http/route.js';

/** Account centre /zhzx (basic, zzzj, bdwx), /dzht contract and /kxdl controlled-sales application (contract endpoints.centre). */
export const centreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profile, agreements } = app.services;
  const e = endpoints.centre;

  route(app, e.updateUserInfo, async (req) => ok(unwrap(await profile.updateUserInfo(req.member.memberId, req.body)), '保存成功'));
  route(app, e.changePassword, async (req) => {
    const memberId = req.member.memberId;
    unwrap(await profile.changePassword(memberId, req.body.old_password, req.body.password));
    await req.session.login(memberId);
    return ok(null, '密码已修改');
  });
  route(app, e.phone, async (req) => ok(unwrap(await profile.phoneOf(req.member.memberId, masterIdOf(req), req.params.id))));
  route(app, e.jyfw, async (req) => ok(unwrap(await profile.jyfw(req.member.memberId))));
  route(app, e.zizhi, async (req) => ok(unwrap(await profile.zizhi(req.member.memberId))));
  route(app, e.renew, async (req) => ok(unwrap(await profile.renew(req.member.memberId, req.body)), '证件已提交，请等待审核'));
  route(app, e.bindWechat, async (req) => ok(unwrap(await profile.bindWechat(req.member.memberId, req.body.code)), '绑定成功'));
  route(app, e.unbindWechat, async (req) => ok(unwrap(await profile.unbindWechat(req.member.memberId)), '已解除绑定'));
  route(app, e.shelfLife, async (req) => ok(await profile.setShelfLife(req.member.memberId, req.body.months), '已保存'));
  route(app, e.shelfLifeCategories, async (req) =>
    ok(unwrap(await profile.setShelfLifeCategories(req.member.memberId, req.body.categories)), '已保存'),
  );
  route(app, e.contract, async (req) => ok(await agreements.contract(req.member.memberId)));
  route(app, e.signContract, async (req) => {
    const memberId = req.member.memberId;
    unwrap(await agreements.sign(memberId, req.body.signer_name, req.ip));
    return ok(await agreements.contract(memberId), '签署成功');
  });
  route(app, e.agent, async (req) => ok(await agreements.kxStatus(req.member.memberId)));
  route(app, e.applyAgent, async (req) => ok(unwrap(await agreements.applyKx(req.member.memberId, req.body)), '申请已提交，请等待审核'));
};
