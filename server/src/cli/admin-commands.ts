import { parseArgs } from 'node:util';
import type { AdminService } from '../modules/admin/admin.service.js';
import type { Actor } from '../modules/admin/review.repository.js';

export const USAGE = `用法：
  npm run admin -w server -- list [--status pending|approved|rejected|incomplete|all]
  npm run admin -w server -- approve <用户名> --scopes chemical,tcm_patent --rep 2
  npm run admin -w server -- reject <用户名> --reason "驳回原因"
  npm run admin -w server -- kx-approve <用户名>
  npm run admin -w server -- kx-reject <用户名> --reason "驳回原因"
  npm run admin -w server -- totp-reset <后台登录名>    （清除后台账号的双重验证：手机丢失时，下次登录重新绑定）
  npm run admin -w server -- reset-demo-passwords   （演示账号换上随机密码；生产环境启动前须执行）`;

/**
 * The review console's decisions from a shell. Same service, same rules and the same audit trail as
 * /admin/api; the actor is recorded as `cli:<OS user>`. Returns the process exit code.
 */
export async function runAdminCommand(argv: string[], admin: AdminService, actor: Actor, out: (line: string) => void): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { scopes: { type: 'string' }, rep: { type: 'string' }, reason: { type: 'string' }, status: { type: 'string' } },
    });
  } catch (err) {
    out(`参数错误：${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, username] = parsed.positionals;
  const { values } = parsed;

  // A console account's lost authenticator, from the server's shell: the one way back for a lone 超级管理员.
  if (command === 'totp-reset' && username) {
    const reset = await admin.resetOperatorTotp(actor, username);
    out(reset.ok ? `完成：${username} 的双重验证已清除，下次登录时重新绑定身份验证器` : `失败：${reset.message}`);
    return reset.ok ? 0 : 1;
  }

  if (command === 'list') {
    const status = values.status ?? 'pending';
    const page = await admin.members({ status, keyword: '', page: 1, page_size: 100 });
    out(`共 ${page.total} 个会员（${status}）`);
    for (const m of page.list)
      out(`${m.id}\t${m.username}\t${m.company}\t${m.company_type}\t${m.review_status}${m.review_reason ? `\t${m.review_reason}` : ''}`);
    return 0;
  }
  if (!command || !username || !['approve', 'reject', 'kx-approve', 'kx-reject'].includes(command)) {
    out(USAGE);
    return 2;
  }
  const member = await admin.memberByUsername(username);
  if (!member) {
    out(`会员不存在：${username}`);
    return 1;
  }

  let result;
  if (command === 'approve') {
    const scopes = (values.scopes ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const rep = Number(values.rep);
    if (scopes.length === 0 || !Number.isInteger(rep) || rep < 1) {
      out(`审核通过需要 --scopes（经营范围代码，逗号分隔）和 --rep（专属客服编号）\n${USAGE}`);
      return 2;
    }
    result = await admin.approve(actor, member.id, scopes, rep);
  } else if (command === 'reject' || command === 'kx-reject') {
    const reason = (values.reason ?? '').trim();
    if (reason.length < 2) {
      out('驳回需要 --reason（至少2个字）');
      return 2;
    }
    if (command === 'reject') result = await admin.reject(actor, member.id, reason);
    else result = await decideKx(admin, actor, member.id, false, reason);
  } else {
    result = await decideKx(admin, actor, member.id, true, '');
  }
  if (!result.ok) {
    out(`失败：${result.message}`);
    return 1;
  }
  out(`完成：${username} → ${result.value.status}`);
  return 0;
}

async function decideKx(admin: AdminService, actor: Actor, memberId: number, approve: boolean, reason: string) {
  const page = await admin.kxApplications({ status: 'pending', page: 1, page_size: 100 });
  const app = page.list.find((a) => a.member_id === memberId);
  if (!app) return { ok: false as const, kind: 'not_found', message: '该会员没有待审核的控销授权申请' };
  return admin.decideKx(actor, app.id, approve, reason);
}
