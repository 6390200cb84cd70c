import QRCode from 'qrcode';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { failure, success, type Result } from '../../core/http/errors.js';
import { verifyPassword } from '../accounts/password.js';
import { operators } from './admin.tables.js';
import { recordAudit, type Actor } from './operator-decision.sql.js';
import { newTotpSecret, totpOf, totpStep } from './operator-totp.js';

/**
 * An operator's own second factor: a secret offered (kept in the session until a code from the app confirms it),
 * turned on, used at sign-in, turned off with the password and a code; a 超级管理员 clears a lost one. A code is
 * accepted once (the step it belongs to is recorded with a conditional update, so a replay or a race loses).
 */
export class OperatorTotpService {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async offer(username: string) {
    const secret = newTotpSecret();
    const uri = totpOf(secret, username).toString();
    return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
  }

  /** Takes the code's step for the operator, once; false when the code is wrong or its step was used already. */
  async consume(operatorId: number, secret: string, code: string): Promise<boolean> {
    const step = totpStep(secret, code);
    if (step === null) return false;
    const taken = await this.db
      .update(operators)
      .set({ totpLastStep: step })
      .where(and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
      .returning({ id: operators.id });
    return taken.length === 1;
  }

  async enable(actor: Actor, pending: string | undefined, code: string): Promise<Result<{ totp: true }>> {
    if (!pending) return failure('conflict', '请先生成密钥并用身份验证器扫描');
    const step = totpStep(pending, code);
    if (step === null) return failure('invalid', '动态验证码错误', 'code');
    const done = await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(operators)
        .set({ totpSecret: pending, totpLastStep: step })
        .where(and(eq(operators.id, operatorIdOf(actor)), isNull(operators.totpSecret)))
        .returning({ id: operators.id });
      if (rows.length) await recordAudit(tx, actor, { action: 'operator.totp_enable', targetId: operatorIdOf(actor), detail: {} });
      return rows.length === 1;
    });
    return done ? success({ totp: true }) : failure('conflict', '已开启双重验证');
  }

  async disable(actor: Actor, password: string, code: string): Promise<Result<{ totp: false }>> {
    const [op] = await this.db
      .select()
      .from(operators)
      .where(eq(operators.id, operatorIdOf(actor)));
    if (!op?.totpSecret) return failure('conflict', '尚未开启双重验证');
    if (!(await verifyPassword(op.passwordHash, password))) return failure('invalid', '密码错误', 'password');
    if (!(await this.consume(op.id, op.totpSecret, code))) return failure('invalid', '动态验证码错误', 'code');
    await this.db.transaction(async (tx) => {
      await tx.update(operators).set({ totpSecret: null, totpLastStep: null }).where(eq(operators.id, op.id));
      await recordAudit(tx, actor, { action: 'operator.totp_disable', targetId: op.id, detail: {} });
    });
    return success({ totp: false });
  }

  /** 超级管理员: clears another account's second factor (a lost phone); the account signs in with its password again. */
  async reset(actor: Actor, id: number): Promise<Result<{ totp: false }>> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(operators)
        .set({ totpSecret: null, totpLastStep: null })
        .where(and(eq(operators.id, id), sql`${operators.totpSecret} is not null`))
        .returning({ username: operators.username });
      if (!rows.length) {
        const [exists] = await tx.select({ id: operators.id }).from(operators).where(eq(operators.id, id));
        return exists ? failure('conflict', '该账号未开启双重验证') : failure('not_found', '运营账号不存在');
      }
      await recordAudit(tx, actor, { action: 'operator.totp_reset', targetId: id, detail: { username: rows[0]!.username } });
      return success({ totp: false as const });
    });
  }
}

function operatorIdOf(actor: Actor): number {
  if (actor.operatorId === null || actor.operatorId === undefined) throw new Error('an operator account change without an operator');
  return actor.operatorId;
}
