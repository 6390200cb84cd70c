import { type ConsoleRole, type MerchantRole, type OperatorAccount } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import { hashPassword, verifyPassword } from '../accounts/password.js';
import { recordAudit, type Actor } from './operator-decision.sql.js';
import type { AccountScope, OperatorsRepository } from './operators.repository.js';

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

/** The role that manages a scope's accounts, and the words for its accounts. */
const scopeWords = (shop: AccountScope) =>
  shop === null
    ? {
        admin: 'super' as const,
        missing: '运营账号不存在',
        lastAdmin: '至少需要保留一个启用的超级管理员',
        self: '不能停用自己或取消自己的超级管理员角色',
      }
    : {
        admin: 'shop_admin' as const,
        missing: '员工账号不存在',
        lastAdmin: '至少需要保留一个启用的店铺管理员',
        self: '不能停用自己或取消自己的店铺管理员角色',
      };

/**
 * Console accounts, in one scope at a time: the platform's operators (managed by a 超级管理员) or a merchant shop's
 * staff (managed by its 店铺管理员, issue "Merchant portal"): create with a role, rename, change role, disable, reset
 * a password. Someone must always be able to manage a scope's accounts: its last active administrator cannot be demoted
 * or disabled, and nobody demotes or disables themself. Each change is one transaction with its audit row.
 */
export class OperatorsService {
  constructor(private readonly deps: { database: Database; repo: OperatorsRepository; endSessions: (operatorId: number) => Promise<void> }) {}

  async list(shop: AccountScope) {
    return (await this.deps.repo.list(shop)).map(view);
  }

  async create(
    actor: Actor,
    shop: AccountScope,
    b: { username: string; name: string; role: ConsoleRole; password: string },
  ): Promise<Result<OperatorAccount>> {
    if (await this.deps.repo.usernameTaken(b.username)) return failure('invalid', '登录名已被使用', 'username');
    const passwordHash = await hashPassword(b.password);
    return refusable(() =>
      this.deps.database.db.transaction(async (tx) => {
        const row = await this.deps.repo.insert(tx, { username: b.username, name: b.name, role: b.role, passwordHash, shopId: shop });
        if (!row) refuse('登录名已被使用', 'invalid', 'username');
        await recordAudit(tx, actor, { action: 'operator.create', targetId: row.id, detail: { after: snapshot(row) } });
        return view(row);
      }),
    );
  }

  /**
   * The first account of a new shop, inside the caller's transaction (onboarding's approval): login name `base`, or
   * base_2, base_3… when taken; audited like any other account.
   */
  async openAccount(tx: Executor, actor: Actor, shop: number, b: { base: string; name: string; role: MerchantRole; password: string }) {
    const passwordHash = await hashPassword(b.password);
    for (let n = 1; ; n++) {
      const row = await this.deps.repo.insert(tx, {
        username: n === 1 ? b.base : `${b.base}_${n}`,
        name: b.name,
        role: b.role,
        passwordHash,
        shopId: shop,
      });
      if (!row) continue;
      await recordAudit(tx, actor, { action: 'operator.create', targetId: row.id, detail: { after: { ...snapshot(row), shop_id: shop } } });
      return view(row);
    }
  }

  async update(
    actor: Actor,
    shop: AccountScope,
    id: number,
    b: { name: string; role: ConsoleRole; active: 0 | 1 },
  ): Promise<Result<OperatorAccount>> {
    const active = b.active === 1;
    const words = scopeWords(shop);
    const result = await refusable(() =>
      this.deps.database.db.transaction(async (tx) => {
        const before = await this.deps.repo.byId(id, shop, tx);
        if (!before) refuse(words.missing, 'not_found');
        const losesAdmin = before.role === words.admin && before.active && (b.role !== words.admin || !active);
        if (losesAdmin && id === actor.operatorId) refuse(words.self);
        if (losesAdmin && (await this.deps.repo.otherActive(tx, id, shop, words.admin)) === 0) refuse(words.lastAdmin);
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

  /** The signed-in account's own new password, given its current one; every session of the account ends. */
  async changeOwnPassword(actor: Actor, id: number, oldPassword: string, password: string): Promise<Result<null>> {
    const row = await this.deps.repo.account(id);
    if (!row || !(await verifyPassword(row.passwordHash, oldPassword))) return failure('invalid', '原密码不正确', 'old_password');
    const passwordHash = await hashPassword(password);
    await this.deps.database.db.transaction(async (tx) => {
      await this.deps.repo.update(tx, id, { passwordHash });
      await recordAudit(tx, actor, { action: 'operator.password_own', targetId: id, detail: { account: row.username } });
    });
    await this.deps.endSessions(id);
    return success(null);
  }

  async resetPassword(actor: Actor, shop: AccountScope, id: number, password: string): Promise<Result<OperatorAccount>> {
    const passwordHash = await hashPassword(password);
    const result = await refusable(() =>
      this.deps.database.db.transaction(async (tx) => {
        const before = await this.deps.repo.byId(id, shop, tx);
        if (!before) refuse(scopeWords(shop).missing, 'not_found');
        const after = await this.deps.repo.update(tx, id, { passwordHash });
        await recordAudit(tx, actor, { action: 'operator.password', targetId: id, detail: { account: before.username } });
        return view(after);
      }),
    );
    if (result.ok) await this.deps.endSessions(id);
    return result;
  }
}
