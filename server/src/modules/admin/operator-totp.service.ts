import QRCode from 'qrcode';
import { failure, success, type Result } from '../../core/http/errors.js';
import { verifyPassword } from '../accounts/password.js';
import { recordAudit, type Actor } from './operator-decision.sql.js';
import { newTotpSecret, totpOf, totpStep } from './operator-totp.js';
import type { OperatorTotpRepository } from './operator-totp.repository.js';

/**
 * An operator's own second factor: a secret offered (kept in the session until a code from the app confirms it),
 * turned on, used at sign-in, turned off with the password and a code; a 超级管理员 clears a lost one. A code is
 * accepted once (the step it belongs to is recorded with a conditional update, so a replay or a race loses).
 */
export class OperatorTotpService {
  constructor(private readonly repo: OperatorTotpRepository) {}

  async offer(username: string) {
    const secret = newTotpSecret();
    const uri = totpOf(secret, username).toString();
    return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
  }

  /** Takes the code's step for the operator, once; false when the code is wrong or its step was used already. */
  async consume(operatorId: number, secret: string, code: string): Promise<boolean> {
    const step = totpStep(secret, code);
    return step !== null && this.repo.takeStep(operatorId, step);
  }

  async enable(actor: Actor, pending: string | undefined, code: string): Promise<Result<{ totp: true }>> {
    if (!pending) return failure('conflict', '请先生成密钥并用身份验证器扫描');
    const step = totpStep(pending, code);
    if (step === null) return failure('invalid', '动态验证码错误', 'code');
    const id = operatorIdOf(actor);
    const done = await this.repo.transaction(async (tx) => {
      const on = await this.repo.turnOn(tx, id, pending, step);
      if (on) await recordAudit(tx, actor, { action: 'operator.totp_enable', targetId: id, detail: {} });
      return on;
    });
    return done ? success({ totp: true }) : failure('conflict', '已开启双重验证');
  }

  async disable(actor: Actor, password: string, code: string): Promise<Result<{ totp: false }>> {
    const op = await this.repo.account(operatorIdOf(actor));
    if (!op?.totpSecret) return failure('conflict', '尚未开启双重验证');
    if (!(await verifyPassword(op.passwordHash, password))) return failure('invalid', '密码错误', 'password');
    if (!(await this.consume(op.id, op.totpSecret, code))) return failure('invalid', '动态验证码错误', 'code');
    await this.repo.transaction(async (tx) => {
      await this.repo.turnOff(tx, op.id);
      await recordAudit(tx, actor, { action: 'operator.totp_disable', targetId: op.id, detail: {} });
    });
    return success({ totp: false });
  }

  /** 超级管理员: clears another account's second factor (a lost phone); the account signs in with its password again. */
  async reset(actor: Actor, id: number): Promise<Result<{ totp: false }>> {
    return this.repo.transaction(async (tx) => {
      const username = await this.repo.turnOff(tx, id);
      if (!username) return (await this.repo.exists(tx, id)) ? failure('conflict', '该账号未开启双重验证') : failure('not_found', '运营账号不存在');
      await recordAudit(tx, actor, { action: 'operator.totp_reset', targetId: id, detail: { username } });
      return success({ totp: false as const });
    });
  }
}

function operatorIdOf(actor: Actor): number {
  if (actor.operatorId === null || actor.operatorId === undefined) throw new Error('an operator account change without an operator');
  return actor.operatorId;
}
