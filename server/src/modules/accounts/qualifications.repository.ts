import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { endMemberSessions } from '../../core/session/session.repository.js';
import type { Executor } from '../../db/client.js';
import { kxApplications, members, memberScopes } from './accounts.tables.js';
import { memberCertificates } from './certificates.tables.js';

/**
 * SQL only: the state changes of a qualification review (资质审核), each only from the expected state so that two
 * operators cannot both decide. They run in the deciding transaction, which also writes the audit row and the message.
 */
export class QualificationsRepository {
  /** Certificates of these ids become approved; older approved ones of the same kinds become superseded. */
  private async approveCertificates(tx: Executor, memberId: number, ids: number[], at: Date) {
    if (ids.length === 0) return;
    const approved = await tx
      .update(memberCertificates)
      .set({ status: 'approved', reviewReason: '', reviewedAt: at })
      .where(and(eq(memberCertificates.memberId, memberId), inArray(memberCertificates.id, ids)))
      .returning({ id: memberCertificates.id, kind: memberCertificates.kind });
    for (const c of approved) {
      await tx
        .update(memberCertificates)
        .set({ status: 'superseded' })
        .where(
          and(
            eq(memberCertificates.memberId, memberId),
            eq(memberCertificates.kind, c.kind),
            eq(memberCertificates.status, 'approved'),
            lt(memberCertificates.id, c.id),
          ),
        );
    }
  }

  /** A pending member approved with its scopes and representative; its pending certificates with it. Null when not pending. */
  async approveMember(tx: Executor, memberId: number, scopes: string[], repId: number): Promise<{ certificates: number[] } | null> {
    const at = new Date();
    const [m] = await tx
      .update(members)
      .set({ reviewStatus: 'approved', reviewReason: '', reviewedAt: at, serviceRepId: repId })
      .where(and(eq(members.id, memberId), eq(members.reviewStatus, 'pending')))
      .returning({ id: members.id });
    if (!m) return null;
    await tx.delete(memberScopes).where(eq(memberScopes.memberId, memberId));
    await tx.insert(memberScopes).values(scopes.map((scopeCode) => ({ memberId, scopeCode })));
    const pending = await tx
      .select({ id: memberCertificates.id })
      .from(memberCertificates)
      .where(and(eq(memberCertificates.memberId, memberId), eq(memberCertificates.status, 'pending')));
    const ids = pending.map((p) => p.id);
    await this.approveCertificates(tx, memberId, ids, at);
    return { certificates: ids };
  }

  /** A pending member rejected with its pending certificates; false when not pending. */
  /** Disables or re-enables an account (only from the other state) and ends its sessions when disabling. */
  async setDisabled(tx: Executor, memberId: number, disabled: boolean, reason: string): Promise<boolean> {
    const [m] = await tx
      .update(members)
      .set(disabled ? { disabledAt: new Date(), disabledReason: reason } : { disabledAt: null, disabledReason: null })
      .where(and(eq(members.id, memberId), disabled ? isNull(members.disabledAt) : isNotNull(members.disabledAt)))
      .returning({ id: members.id });
    if (!m) return false;
    if (disabled) await endMemberSessions(tx, memberId);
    return true;
  }

  async rejectMember(tx: Executor, memberId: number, reason: string): Promise<boolean> {
    const at = new Date();
    const [m] = await tx
      .update(members)
      .set({ reviewStatus: 'rejected', reviewReason: reason, reviewedAt: at })
      .where(and(eq(members.id, memberId), eq(members.reviewStatus, 'pending')))
      .returning({ id: members.id });
    if (!m) return false;
    await tx
      .update(memberCertificates)
      .set({ status: 'rejected', reviewReason: reason, reviewedAt: at })
      .where(and(eq(memberCertificates.memberId, memberId), eq(memberCertificates.status, 'pending')));
    return true;
  }

  /** A pending renewed certificate decided; its kind, or null when it was no longer pending. */
  async decideCertificate(tx: Executor, certId: number, memberId: number, approve: boolean, reason: string): Promise<{ kind: string } | null> {
    const at = new Date();
    const [pending] = await tx
      .select({ id: memberCertificates.id, kind: memberCertificates.kind })
      .from(memberCertificates)
      .where(and(eq(memberCertificates.id, certId), eq(memberCertificates.status, 'pending')))
      .for('update');
    if (!pending) return null;
    if (approve) await this.approveCertificates(tx, memberId, [certId], at);
    else
      await tx.update(memberCertificates).set({ status: 'rejected', reviewReason: reason, reviewedAt: at }).where(eq(memberCertificates.id, certId));
    return { kind: pending.kind };
  }

  /** A pending 控销 application decided (an approval authorises the member); false when no longer pending. */
  async decideKx(tx: Executor, appId: number, memberId: number, approve: boolean, reason: string): Promise<boolean> {
    const [app] = await tx
      .update(kxApplications)
      .set({ status: approve ? 'approved' : 'rejected', reviewReason: reason, decidedAt: sql`now()` })
      .where(and(eq(kxApplications.id, appId), eq(kxApplications.status, 'pending')))
      .returning({ id: kxApplications.id });
    if (!app) return false;
    if (approve) await tx.update(members).set({ kxAuthorized: true }).where(eq(members.id, memberId));
    return true;
  }
}
