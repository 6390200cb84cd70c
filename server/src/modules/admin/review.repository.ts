import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { kxApplications, members, memberScopes } from '../accounts/accounts.tables.js';
import { memberCertificates } from '../accounts/certificates.tables.js';
import { recordDecision, type Actor, type Audit, type Notice } from './operator-decision.sql.js';
import { registeredAddressAsDefault } from '../addresses/registered-address.sql.js';

export type { Actor, Notice };

/**
 * Operator decisions, each one transaction: the state change (only from the expected state, so two operators
 * cannot both decide), the audit row (who, when, what) and the member's message.
 */
export class ReviewRepository {
  constructor(private readonly database: Database) {}

  private record(tx: Tx, actor: Actor, audit: Audit, notice: Notice) {
    return recordDecision(tx, actor, audit, notice);
  }

  /** Certificates of these ids become approved; older approved ones of the same kinds become superseded. */
  private async approveCertificates(tx: Tx, memberId: number, ids: number[], at: Date) {
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

  async approveMember(memberId: number, scopes: string[], repId: number, actor: Actor, notice: Notice): Promise<boolean> {
    return this.database.db.transaction(async (tx) => {
      const at = new Date();
      const [m] = await tx
        .update(members)
        .set({ reviewStatus: 'approved', reviewReason: '', reviewedAt: at, serviceRepId: repId })
        .where(and(eq(members.id, memberId), eq(members.reviewStatus, 'pending')))
        .returning({ id: members.id });
      if (!m) return false;
      await tx.delete(memberScopes).where(eq(memberScopes.memberId, memberId));
      await tx.insert(memberScopes).values(scopes.map((scopeCode) => ({ memberId, scopeCode })));
      const pending = await tx
        .select({ id: memberCertificates.id })
        .from(memberCertificates)
        .where(and(eq(memberCertificates.memberId, memberId), eq(memberCertificates.status, 'pending')));
      await this.approveCertificates(
        tx,
        memberId,
        pending.map((p) => p.id),
        at,
      );
      await tx.execute(registeredAddressAsDefault(memberId));
      await this.record(
        tx,
        actor,
        { action: 'member.approve', memberId, detail: { scopes, service_rep_id: repId, certificates: pending.map((p) => p.id) } },
        notice,
      );
      return true;
    });
  }

  async rejectMember(memberId: number, reason: string, actor: Actor, notice: Notice): Promise<boolean> {
    return this.database.db.transaction(async (tx) => {
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
      await this.record(tx, actor, { action: 'member.reject', memberId, detail: { reason } }, notice);
      return true;
    });
  }

  async decideCertificate(certId: number, memberId: number, approve: boolean, reason: string, actor: Actor, notice: Notice): Promise<boolean> {
    return this.database.db.transaction(async (tx) => {
      const at = new Date();
      const [pending] = await tx
        .select({ id: memberCertificates.id, kind: memberCertificates.kind })
        .from(memberCertificates)
        .where(and(eq(memberCertificates.id, certId), eq(memberCertificates.status, 'pending')))
        .for('update');
      if (!pending) return false;
      if (approve) await this.approveCertificates(tx, memberId, [certId], at);
      else
        await tx
          .update(memberCertificates)
          .set({ status: 'rejected', reviewReason: reason, reviewedAt: at })
          .where(eq(memberCertificates.id, certId));
      await this.record(
        tx,
        actor,
        {
          action: approve ? 'certificate.approve' : 'certificate.reject',
          memberId,
          targetId: certId,
          detail: { kind: pending.kind, ...(approve ? {} : { reason }) },
        },
        notice,
      );
      return true;
    });
  }

  async decideKx(appId: number, memberId: number, approve: boolean, reason: string, actor: Actor, notice: Notice): Promise<boolean> {
    return this.database.db.transaction(async (tx) => {
      const [app] = await tx
        .update(kxApplications)
        .set({ status: approve ? 'approved' : 'rejected', reviewReason: reason, decidedAt: sql`now()` })
        .where(and(eq(kxApplications.id, appId), eq(kxApplications.status, 'pending')))
        .returning({ id: kxApplications.id });
      if (!app) return false;
      if (approve) await tx.update(members).set({ kxAuthorized: true }).where(eq(members.id, memberId));
      await this.record(
        tx,
        actor,
        { action: approve ? 'kx.approve' : 'kx.reject', memberId, targetId: appId, detail: approve ? {} : { reason } },
        notice,
      );
      return true;
    });
  }
}
