import { sql } from 'drizzle-orm';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { Database } from '../../db/client.js';
import type { SmsService } from '../sms/sms.service.js';
import { InsufficientBalance, type Ledger } from './ledger.js';

const STATUS = ['待审核', '已打款', '已拒绝'];
const mask = (no: string) => `${no.slice(0, 4)} **** **** ${no.slice(-4)}`;
const iso = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

interface WithdrawalRow { id: number; amount: number; status: number; bank_name: string; card_no: string; reason: string; created_at: string; decided_at: string | null; member_id: number }

/**
 * Withdrawals: a bank card bound with an SMS code sent to the account phone; applying moves the money out of the
 * wallet at once (ledger: wallet → bank), so it cannot be spent twice; an operator pays out or refuses (money back).
 */
export class WithdrawService {
  constructor(
    private readonly database: Database,
    private readonly ledger: Ledger,
    private readonly sms: () => SmsService,
  ) {}

  private async accountPhone(memberId: number): Promise<string> {
    const [row] = await this.database.rows<{ phone: string }>(sql`select phone from members where id = ${memberId}`);
    return row.phone;
  }

  async sendBindCode(memberId: number, phone: string, ip: string) {
    if (phone !== (await this.accountPhone(memberId))) return failure('invalid', '请使用账户绑定的手机号接收验证码', 'phone');
    return this.sms().issue(phone, 'bindbank', ip);
  }

  async bind(memberId: number, b: { bank_name: string; account_name: string; card_no: string; phone: string; code: string }): Promise<Result<null>> {
    if (b.phone !== (await this.accountPhone(memberId))) return failure('invalid', '请使用账户绑定的手机号', 'phone');
    const code = await this.sms().verify(b.phone, 'bindbank', b.code);
    if (!code.ok) return code;
    await this.database.rows(sql`
      insert into bank_cards (member_id, bank_name, account_name, card_no, phone) values (${memberId}, ${b.bank_name}, ${b.account_name}, ${b.card_no}, ${b.phone})
      on conflict (member_id) do update set bank_name = excluded.bank_name, account_name = excluded.account_name, card_no = excluded.card_no, phone = excluded.phone, bound_at = now()`);
    return success(null);
  }

  async card(memberId: number) {
    const [row] = await this.database.rows<{ bank_name: string; account_name: string; card_no: string; phone: string; bound_at: string }>(sql`
      select bank_name, account_name, card_no, phone, ${iso('bound_at')} as bound_at from bank_cards where member_id = ${memberId}`);
    return row ? { bank_name: row.bank_name, account_name: row.account_name, card_no_masked: mask(row.card_no), phone: `${row.phone.slice(0, 3)}****${row.phone.slice(-4)}`, bound_at: row.bound_at } : null;
  }

  async apply(memberId: number, amount: number): Promise<Result<{ id: number }>> {
    if (amount <= 0) return failure('invalid', '提现金额须大于0', 'amount');
    const [card] = await this.database.rows<{ bank_name: string; account_name: string; card_no: string }>(sql`select bank_name, account_name, card_no from bank_cards where member_id = ${memberId}`);
    if (!card) return failure('conflict', '请先绑定银行卡');
    try {
      const id = await this.database.db.transaction(async (tx) => {
        const [w] = await this.database.rows<{ id: number }>(sql`
          insert into withdrawals (member_id, amount, bank_name, account_name, card_no) values (${memberId}, ${amount}, ${card.bank_name}, ${card.account_name}, ${card.card_no}) returning id`, tx);
        const wallet = await this.ledger.memberAccount(tx, memberId, 'wallet');
        const bank = await this.ledger.systemAccount(tx, 'bank');
        await this.ledger.post(tx, 'withdraw', `withdraw:${w.id}`, `提现至${card.bank_name}（尾号${card.card_no.slice(-4)}）`, [{ account: wallet, amount: -amount }, { account: bank, amount }]);
        return w.id;
      });
      return success({ id });
    } catch (err) {
      if (err instanceof InsufficientBalance) return failure('invalid', '提现金额超过可用余额', 'amount');
      throw err;
    }
  }

  async list(memberId: number | null, page: number, pageSize: number, status?: number) {
    const conds = [memberId === null ? sql`true` : sql`member_id = ${memberId}`, status === undefined ? sql`true` : sql`status = ${status}`];
    const where = sql.join(conds, sql` and `);
    const [rows, [count]] = await Promise.all([
      this.database.rows<WithdrawalRow>(sql`
        select id, member_id, amount, status, bank_name, card_no, reason, ${iso('created_at')} as created_at, ${iso('decided_at')} as decided_at
        from withdrawals where ${where} order by id desc limit ${pageSize} offset ${(page - 1) * pageSize}`),
      this.database.rows<{ n: number }>(sql`select count(*)::int as n from withdrawals where ${where}`),
    ]);
    return {
      list: rows.map((r) => ({ id: r.id, amount: Number(r.amount), status: Number(r.status), status_text: STATUS[Number(r.status)], bank_name: r.bank_name, card_no_masked: mask(r.card_no), reason: r.reason, created_at: r.created_at, decided_at: r.decided_at })),
      total: Number(count.n), page, page_size: pageSize,
    };
  }

  /** Operator: paid out (1) or refused (2, the amount returns to the wallet) — once. */
  async decide(id: number, approve: boolean, reason: string): Promise<Result<null>> {
    if (!approve && !reason) return failure('invalid', '请填写拒绝原因', 'reason');
    const done = await this.database.db.transaction(async (tx) => {
      const [w] = await this.database.rows<{ member_id: number; amount: number }>(sql`
        update withdrawals set status = ${approve ? 1 : 2}, reason = ${reason}, decided_at = now() where id = ${id} and status = 0 returning member_id, amount`, tx);
      if (!w) return false;
      if (!approve) {
        const wallet = await this.ledger.memberAccount(tx, w.member_id, 'wallet');
        const bank = await this.ledger.systemAccount(tx, 'bank');
        await this.ledger.post(tx, 'withdraw_refused', `withdraw:${id}:refused`, `提现未通过，退回余额：${reason}`, [{ account: bank, amount: -Number(w.amount) }, { account: wallet, amount: Number(w.amount) }]);
      }
      return true;
    });
    return done ? success(null) : failure('conflict', '该提现申请已处理或不存在');
  }
}
