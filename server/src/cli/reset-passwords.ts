import type { Database } from '../db/client.js';
import { accountsOnPublishedPasswords, freshPassword } from '../seed/published-passwords.js';
import type { Services } from '../services.js';
import type { Actor } from '../modules/admin/review.repository.js';

/**
 * `npm run admin -w server -- reset-demo-passwords`: every demo account still on its published password (README) gets
 * a fresh random one, printed once here, through the same services as the console (audited, sessions ended). What a
 * production server that refused to start for them asks for. Returns the exit code.
 */
export async function resetDemoPasswords(database: Database, services: Services, actor: Actor, out: (line: string) => void): Promise<number> {
  const open = await accountsOnPublishedPasswords(database);
  if (open.length === 0) {
    out('没有仍使用公开演示密码的账号。');
    return 0;
  }
  out('以下账号已换上新的随机密码（只显示这一次，请妥善转交并提醒登录后修改）：');
  for (const a of open) {
    const password = freshPassword();
    const done =
      a.kind === 'operator'
        ? await services.operators.resetPassword(actor, a.shopId, a.id, password)
        : await services.profile.changePassword(a.id, a.password, password);
    if (!done.ok) {
      out(`  ${a.username}: 未能修改（${done.message}）`);
      return 1;
    }
    out(`  ${a.kind === 'operator' ? '后台账号' : '会员账号'} ${a.username}\t${password}`);
  }
  return 0;
}
