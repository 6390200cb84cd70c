import type { Executor } from '../../db/client.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { SmsService } from '../sms/sms.service.js';
import { InsufficientBalance, type Ledger } from './ledger.js';
import type { WithdrawRepository } from './withdraw.repository.js';

const STATUS = ['待审核', '已打款', '已拒绝'];
const mask = (no: string) => `${no.slice(0, 4)} **** **** ${no.slice(-4)}`;

/**
 * Withdrawals: a bank card bound with an SMS code sent to the account phone; applying moves the money out of the
 * wallet at once (ledger: wallet → bank), so it cannot be spent twice; an operator pays out or refuses (money back).
 */
export class WithdrawService {
  constructor(
    private readonly repo: WithdrawRepository,
    private readonly ledger: Ledger,
    private readonly sms: SmsService,
    /** The account's phone (accounts module): codes go only there. */
    private readonly accountPhone: (memberId: number) => Promise<string>,
    /** The audit trail's writer (admin's), inside the deciding transaction. */
    private readonly audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>,
  ) {}

  async sendBindCode(memberId: number, phone: string, ip: string) {
    if (phone !== (await this.accountPhone(memberId))) return failure('invalid', '请使用账户绑定的手机号接收验证码', 'phone');
    return this.sms.issue(phone, 'bindbank', ip);
  }

  async bind(memberId: number, b: { bank_name: string; account_name: string; card_no: string; phone: string; code: string }): Promise<Result<null>> {
    if (b.phone !== (await this.accountPhone(memberId))) return failure('invalid', '请使用账户绑定的手机号', 'phone');
    const code = await this.sms.verify(b.phone, 'bindbank', b.code);
    if (!code.ok) return code;
    await this.repo.bindCard(memberId, { bankName: b.bank_name, accountName: b.account_name, cardNo: b.card_no, phone: b.phone });
    return success(null);
  }

  async card(memberId: number) {
    const row = await this.repo.card(memberId);
    return row
      ? {
          bank_name: row.bank_name,
          account_name: row.account_name,
          card_no_masked: mask(row.card_no),
          phone: `${row.phone.slice(0, 3)}****${row.phone.slice(-4)}`,
          bound_at: row.bound_at,
        }
      : null;
  }

  async apply(memberId: number, amount: number): Promise<Result<{ id: number }>> {
    if (amount <= 0) return failure('invalid', '提现金额须大于0', 'amount');
    const card = await this.repo.card(memberId);
    if (!card) return failure('conflict', '请先绑定银行卡');
    try {
      const id = await this.repo.transaction(async (tx) => {
        const w = { id: await this.repo.insert(tx, memberId, amount, card) };
        const wallet = await this.ledger.memberAccount(tx, memberId, 'wallet');
        const bank = await this.ledger.systemAccount(tx, 'bank');
        await this.ledger.post(tx, 'withdraw', `withdraw:${w.id}`, `提现至${card.bank_name}（尾号${card.card_no.slice(-4)}）`, [
          { account: wallet, amount: -amount },
          { account: bank, amount },
        ]);
        return w.id;
      });
      return success({ id });
    } catch (err) {
      if (err instanceof InsufficientBalance) return failure('invalid', '提现金额超过可用余额', 'amount');
      throw err;
    }
  }

  async list(memberId: number | null, page: number, pageSize: number, status?: number) {
    const { rows, total } = await this.repo.page(memberId, status, pageSize, (page - 1) * pageSize);
    return {
      list: rows.map((r) => ({
        id: r.id,
        amount: r.amount,
        status: r.status,
        status_text: STATUS[r.status],
        bank_name: r.bank_name,
        card_no_masked: mask(r.card_no),
        reason: r.reason,
        created_at: r.created_at,
        decided_at: r.decided_at,
      })),
      total,
      page,
      page_size: pageSize,
    };
  }

  /** Operator: every member's withdrawals with who asked and the full card to pay into. */
  async adminList(page: number, pageSize: number, status?: number) {
    const { rows, total } = await this.repo.page(null, status, pageSize, (page - 1) * pageSize);
    return {
      list: rows.map((r) => ({
        id: r.id,
        member_id: r.member_id,
        company: r.company,
        username: r.username,
        amount: r.amount,
        status: r.status,
        status_text: STATUS[r.status],
        bank_name: r.bank_name,
        account_name: r.account_name,
        card_no: r.card_no,
        reason: r.reason,
        created_at: r.created_at,
        decided_at: r.decided_at,
      })),
      total,
      page,
      page_size: pageSize,
    };
  }

  /** Operator: paid out (1) or refused (2, the amount returns to the wallet) — once. */
  async decide(actor: Actor, id: number, approve: boolean, reason: string): Promise<Result<null>> {
    if (!approve && !reason) return failure('invalid', '请填写拒绝原因', 'reason');
    const done = await this.repo.transaction(async (tx) => {
      const w = await this.repo.decide(tx, id, approve ? 1 : 2, reason);
      if (!w) return false;
      await this.audit(tx, actor, {
        action: approve ? 'withdrawal.pay' : 'withdrawal.refuse',
        memberId: w.member_id,
        targetId: id,
        detail: { amount: w.amount, reason },
      });
      if (!approve) {
        const wallet = await this.ledger.memberAccount(tx, w.member_id, 'wallet');
        const bank = await this.ledger.systemAccount(tx, 'bank');
        await this.ledger.post(tx, 'withdraw_refused', `withdraw:${id}:refused`, `提现未通过，退回余额：${reason}`, [
          { account: bank, amount: -w.amount },
          { account: wallet, amount: w.amount },
        ]);
      }
      return true;
    });
    return done ? success(null) : failure('conflict', '该提现申请已处理或不存在');
  }
}
