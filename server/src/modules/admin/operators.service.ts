import { type OperatorAccount, type OperatorRole } from '@yaocai/contract';
import type { Database } from '../../db/client.js';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import { hashPassword } from '../accounts/password.js';
import { recordAudit, type Actor } from './operator-decision.sql.js';
import type { OperatorsRepository } from './operators.repository.js';

type Row = Awaited<ReturnType<OperatorsRepository['list']>>[number];

const view = (o: Row): OperatorAccount => ({
  id: o.id,
  username: o.username,
  name: o.name,
  role: o.role,
  totp: !!o.totpSecret,
  active: o.active,
  created_at: o.createdAt.toISOString(),
});
/** What the audit trail keeps of an account (never its password hash). */
const snapshot = (o: Row) => ({ username: o.username, name: o.name, role: o.role, active: o.active });

/**
 * Operator accounts, managed by a 超级管理员: create with a role, rename, change role, disable, reset a password.
 * Someone must always be able to manage accounts: the last active 超级管理员 cannot be demoted or disabled, and
 * nobody demotes or disables themself. Each change is one transaction with its audit row (before and after).
 */
export class OperatorsService {
  constructor(private readonly deps: { database: Database; repo: OperatorsRepository; endSessions: (operatorId: number) => Promise<void> }) {}

  async list() {
    return (await this.deps.repo.list()).map(view);
  }

  async create(actor: Actor, b: { username: string; name: string; role: OperatorRole; password: string }): Promise<Result<OperatorAccount>> {
    if (await this.deps.repo.usernameTaken(b.username)) return failure('invalid', '登录名已被使用', 'username');
    const passwordHash = await hashPassword(b.password);
    return refusable(() =>
      this.deps.database.db.transaction(async (tx) => {
        const row = await this.deps.repo.insert(tx, { username: b.username, name: b.name, role: b.role, passwordHash });
        if (!row) refuse('登录名已被使用', 'invalid', 'username');
        await recordAudit(tx, actor, { action: 'operator.create', targetId: row.id, detail: { after: snapshot(row) } });
        return view(row);
      }),
    );
  }

  async update(actor: Actor, id: number, b: { name: string; role: OperatorRole; active: 0 | 1 }): Promise<Result<OperatorAccount>> {
    const active = b.active === 1;
    const result = await refusable(() =>
      this.deps.database.db.transaction(async (tx) => {
        const before = await this.deps.repo.byId(id, tx);
        if (!before) refuse('运营账号不存在', 'not_found');
        const losesSuper = before.role === 'super' && before.active && (b.role !== 'super' || !active);
        if (losesSuper && id === actor.operatorId) refuse('不能停用自己或取消自己的超级管理员角色');
        if (losesSuper && (await this.deps.repo.otherActiveSupers(tx, id)) === 0) refuse('至少需要保留一个启用的超级管理员');
        const after = await this.deps.repo.update(tx, id, { name: b.name, role: b.role, active });
        await recordAudit(tx, actor, { action: 'operator.update', targetId: id, detail: { before: snapshot(before), after: snapshot(after) } });
        return { account: view(after), disabled: before.active && !active };
      }),
    );
    if (!result.ok) return result;
    // A disabled account is refused on its next call anyway (the scope reads `active`); its sessions go too.
    if (result.value.disabled) await this.deps.endSessions(id);
    return success(result.value.account);
  }

  async resetPassword(actor: Actor, id: number, password: string): Promise<Result<OperatorAccount>> {
    const passwordHash = await hashPassword(password);
    const result = await refusable(() =>
      this.deps.database.db.transaction(async (tx) => {
        const before = await this.deps.repo.byId(id, tx);
        if (!before) refuse('运营账号不存在', 'not_found');
        const after = await this.deps.repo.update(tx, id, { passwordHash });
        await recordAudit(tx, actor, { action: 'operator.password', targetId: id, detail: { account: before.username } });
        return view(after);
      }),
    );
    if (result.ok) await this.deps.endSessions(id);
    return result;
  }
}
