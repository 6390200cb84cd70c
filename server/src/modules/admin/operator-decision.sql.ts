import type { Executor } from '../../db/client.js';
import { deliverMessages } from '../messages/deliver.sql.js';
import { operatorAudit } from './admin.tables.js';

import type { Actor } from '../../shared/actor.js';

export { operatorActor, type Actor } from '../../shared/actor.js';

export interface Audit {
  action: string;
  memberId: number;
  targetId?: number;
  detail: Record<string, unknown>;
}

/**
 * One row of the operator audit trail, in the transaction of the change it records: the one writer of admin's table
 * that every module's operator action goes through (lottery prizes, group buys, points, price alerts, orders).
 */
export async function recordAudit(tx: Executor, actor: Actor, audit: Omit<Audit, 'memberId'> & { memberId?: number | null }) {
  await tx.insert(operatorAudit).values({
    actor: actor.name,
    operatorId: actor.operatorId,
    action: audit.action,
    memberId: audit.memberId ?? null,
    targetId: audit.targetId ?? null,
    detail: audit.detail,
  });
}

/** What the member reads in /wdxx about the decision. */
export interface Notice {
  type: string;
  title: string;
  body: string;
}

/**
 * The two rows every operator decision on a member's matter writes, inside the transaction that changes its state:
 * the audit row (who, when, what) and the member's message. Review, feedback replies and 求购 answers share it.
 */
export async function recordDecision(tx: Executor, actor: Actor, audit: Audit, notice: Notice) {
  await recordAudit(tx, actor, audit);
  await deliverMessages(tx, [{ memberId: audit.memberId, ...notice }]);
}
