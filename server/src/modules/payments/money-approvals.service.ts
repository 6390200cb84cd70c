import {
  APPROVAL_KINDS,
  APPROVAL_STATES,
  DEFAULT_APPROVAL_LIMITS,
  formatYuan,
  type ApprovalKind,
  type ApprovalLimitsView,
  type ApprovalState,
  type MoneyApprovalView,
  type WalletAdjustBody,
} from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import type { CreditService } from './credit.service.js';
import type { ApprovalRow, MoneyApprovalsRepository } from './money-approvals.repository.js';
import { insufficient, type WalletAdjustService } from './wallet-adjust.service.js';

/** The deciding account: the scope has checked it holds the finance power; the rule here is "not the maker". */
type Operator = Actor & { operatorId: number };

interface CreditRequest {
  credit_limit: number;
  due_days: number;
  reason: string;
  before: { credit_limit: number; due_days: number } | null;
}

/**
 * Maker-checker over the console's largest money moves (issue 44). A wallet adjustment above the threshold, or a credit
 * line raised above it, is stored as a request instead of taking effect; a second account with the finance power
 * approves it (the money moves then, in the approval's transaction, with the ledger entry and one audit row naming
 * both) or rejects it; its maker may withdraw it. Below the threshold the action is immediate, as before.
 */
export class MoneyApprovalsService {
  constructor(
    private readonly deps: {
      repo: MoneyApprovalsRepository;
      wallet: WalletAdjustService;
      credit: CreditService;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
    },
  ) {}

  async limits(): Promise<ApprovalLimitsView> {
    return (await this.deps.repo.limits()) ?? { ...DEFAULT_APPROVAL_LIMITS, updated_at: null, updated_by: null };
  }

  /** 超级管理员 only (the route sits in the system area): a 财务 cannot raise the bar it has to pass. */
  async setLimits(actor: Operator, body: { wallet_adjust_limit: number; credit_line_limit: number }): Promise<ApprovalLimitsView> {
    await this.deps.repo.transaction(async (tx) => {
      const before = (await this.deps.repo.limits(tx)) ?? DEFAULT_APPROVAL_LIMITS;
      await this.deps.repo.setLimits(tx, body.wallet_adjust_limit, body.credit_line_limit, actor.operatorId);
      await this.deps.audit(tx, actor, {
        action: 'finance.limits',
        detail: {
          before: { wallet_adjust_limit: before.wallet_adjust_limit, credit_line_limit: before.credit_line_limit },
          after: body,
        },
      });
    });
    return this.limits();
  }

  /** POST /members/:id/wallet/adjust: at once up to the threshold, above it a request for a second account. */
  async adjustWallet(
    actor: Operator,
    memberId: number,
    body: WalletAdjustBody,
  ): Promise<Result<{ balance: number; approval: MoneyApprovalView | null }>> {
    const { wallet, repo } = this.deps;
    if (!(await wallet.memberExists(memberId))) return failure('not_found', '会员不存在');
    const { wallet_adjust_limit: limit } = await this.limits();
    if (body.amount <= limit) {
      const done = await wallet.adjust(actor, memberId, body);
      return done.ok ? success({ balance: done.value.balance, approval: null }) : done;
    }
    // Said now rather than at approval time: a debit the wallet cannot cover today is refused at once.
    const balance = await wallet.balance(memberId);
    if (body.direction === 'debit' && body.amount > balance) return failure('conflict', '余额不足，扣减金额不能超过当前余额');
    const id = await repo.transaction(async (tx) => {
      const request = { direction: body.direction, amount: body.amount, reason: body.reason };
      const id = (await repo.insert(tx, {
        kind: 'wallet_adjust',
        memberId,
        amount: body.amount,
        request,
        threshold: limit,
        makerId: actor.operatorId,
      }))!;
      await this.deps.audit(tx, actor, { action: 'wallet.adjust_request', memberId, targetId: id, detail: { approval_id: id, ...request, limit } });
      return id;
    });
    return success({ balance, approval: await this.view(id) });
  }

  /**
   * POST /members/:id/credit: at once unless the new limit is above the threshold and the change adds risk (a higher
   * limit or longer days than the line has); lowering a line is never held up.
   */
  async grantCredit(
    actor: Operator,
    memberId: number,
    body: { credit_limit: number; due_days: number; reason: string },
  ): Promise<Result<{ approval: MoneyApprovalView | null }>> {
    const { credit, repo } = this.deps;
    if (!(await credit.memberExists(memberId))) return failure('not_found', '会员不存在');
    const { credit_line_limit: limit } = await this.limits();
    const before = await credit.line(memberId);
    const riskier = !before || body.credit_limit > before.credit_limit || body.due_days > before.due_days;
    if (body.credit_limit <= limit || !riskier) {
      const done = await credit.grant(actor, memberId, body.credit_limit, body.due_days, body.reason);
      return done.ok ? success({ approval: null }) : done;
    }
    const { used } = await credit.summary(memberId);
    if (body.credit_limit < used) return failure('invalid', `额度不能低于已用额度${formatYuan(used)}`, 'credit_limit');
    const request: CreditRequest = { credit_limit: body.credit_limit, due_days: body.due_days, reason: body.reason, before };
    const id = await repo.transaction(async (tx) => {
      const id = await repo.insert(tx, {
        kind: 'credit_line',
        memberId,
        amount: body.credit_limit,
        request: { ...request },
        threshold: limit,
        makerId: actor.operatorId,
      });
      if (id === null) return null;
      await this.deps.audit(tx, actor, { action: 'member.credit_request', memberId, targetId: id, detail: { approval_id: id, ...request, limit } });
      return id;
    });
    if (id === null) return failure('conflict', '该会员已有待审批的账期额度申请，请先处理');
    return success({ approval: await this.view(id) });
  }

  /** The second account approves: the money moves now, once; a request whose money can no longer move stays pending. */
  async approve(checker: Operator, id: number, note: string): Promise<Result<MoneyApprovalView>> {
    const { repo } = this.deps;
    const row = await repo.find(id);
    if (!row) return failure('not_found', '审批申请不存在');
    if (row.status !== 'pending') return failure('conflict', '该申请已处理');
    if (row.maker_id === checker.operatorId) return failure('forbidden', '不能审批自己提交的申请，请由另一位财务人员审批');
    const done = await refusable(
      () =>
        repo.transaction(async (tx) => {
          // The conditional update is the lock: of two approvals at once, the second finds it decided and changes nothing.
          if (!(await repo.decide(tx, id, 'approved', checker.operatorId, note))) refuse('该申请已处理');
          const both = { approval_id: id, maker: `operator:${row.maker_username}`, checker: checker.name };
          if (row.kind === 'wallet_adjust') {
            const r = row.request as { direction: 'credit' | 'debit'; amount: number; reason: string };
            await this.deps.wallet.book(tx, checker, row.member_id, { direction: r.direction, amount: r.amount, reason: r.reason }, both);
          } else {
            const r = row.request as unknown as CreditRequest;
            await this.deps.credit.setLine(tx, checker, row.member_id, { limit: r.credit_limit, dueDays: r.due_days, reason: r.reason }, both);
          }
        }),
      insufficient,
    );
    return done.ok ? success(await this.view(id)) : done;
  }

  /** Rejected by a second account, or withdrawn by its maker; nothing moves either way. */
  async reject(actor: Operator, id: number, reason: string): Promise<Result<MoneyApprovalView>> {
    const { repo } = this.deps;
    const row = await repo.find(id);
    if (!row) return failure('not_found', '审批申请不存在');
    if (row.status !== 'pending') return failure('conflict', '该申请已处理');
    const status = row.maker_id === actor.operatorId ? 'withdrawn' : 'rejected';
    const done = await refusable(() =>
      repo.transaction(async (tx) => {
        if (!(await repo.decide(tx, id, status, actor.operatorId, reason))) refuse('该申请已处理');
        await this.deps.audit(tx, actor, {
          action: status === 'withdrawn' ? 'money_approval.withdraw' : 'money_approval.reject',
          memberId: row.member_id,
          targetId: id,
          detail: { approval_id: id, kind: row.kind, amount: row.amount, reason, maker: `operator:${row.maker_username}`, checker: actor.name },
        });
      }),
    );
    return done.ok ? success(await this.view(id)) : done;
  }

  async list(q: { status: ApprovalState | 'all'; page: number; page_size: number }) {
    const { rows, total } = await this.deps.repo.list(q.status === 'all' ? undefined : q.status, q.page_size, (q.page - 1) * q.page_size);
    return { list: rows.map(toView), total, page: q.page, page_size: q.page_size };
  }

  async pendingCount() {
    return { pending: await this.deps.repo.pendingCount() };
  }

  /** The member's money as the console shows it, with its requests still waiting. */
  async memberMoney(memberId: number) {
    const view = await this.deps.wallet.view(memberId);
    if (!view.ok) return view;
    return success({ ...view.value, pending: (await this.deps.repo.pendingOf(memberId)).map(toView) });
  }

  private async view(id: number): Promise<MoneyApprovalView> {
    return toView((await this.deps.repo.find(id))!);
  }
}

function toView(r: ApprovalRow): MoneyApprovalView {
  const kind = r.kind as ApprovalKind;
  const status = r.status as ApprovalState;
  const req = r.request as Record<string, unknown>;
  const credit = kind === 'credit_line' ? (req as unknown as CreditRequest) : null;
  return {
    id: r.id,
    kind,
    kind_text: APPROVAL_KINDS[kind],
    status,
    status_text: APPROVAL_STATES[status],
    member: { id: r.member_id, username: r.member_username, company: r.member_company },
    amount: r.amount,
    direction: kind === 'wallet_adjust' ? (req.direction as 'credit' | 'debit') : null,
    due_days: credit ? credit.due_days : null,
    before: credit ? credit.before : null,
    reason: String(req.reason ?? ''),
    maker: { id: r.maker_id, username: r.maker_username, name: r.maker_name },
    checker: r.checker_id !== null ? { id: r.checker_id, username: r.checker_username!, name: r.checker_name! } : null,
    decision_reason: r.decision_reason,
    created_at: r.created_at,
    decided_at: r.decided_at,
    limit: r.threshold,
  };
}
