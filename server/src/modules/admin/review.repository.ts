import type { Database, Tx } from '../../db/client.js';
import type { QualificationsService } from '../accounts/qualifications.service.js';
import { adoptRegisteredAddresses } from '../addresses/public.js';
import { recordDecision, type Actor, type Audit, type Notice } from './operator-decision.sql.js';

export type { Actor, Notice };

/**
 * Operator review decisions, each one transaction: the member's state change (accounts, only from the expected state,
 * so two operators cannot both decide), the audit row (who, when, what) and the member's message.
 */
export class ReviewRepository {
  constructor(
    private readonly database: Database,
    private readonly qualifications: QualificationsService,
  ) {}

  private decide(work: (tx: Tx) => Promise<{ audit: Audit; actor: Actor; notice: Notice } | null>): Promise<boolean> {
    return this.database.db.transaction(async (tx) => {
      const decided = await work(tx);
      if (!decided) return false;
      await recordDecision(tx, decided.actor, decided.audit, decided.notice);
      return true;
    });
  }

  approveMember(memberId: number, scopes: string[], repId: number, actor: Actor, notice: Notice): Promise<boolean> {
    return this.decide(async (tx) => {
      const done = await this.qualifications.approveMember(tx, memberId, scopes, repId);
      if (!done) return null;
      await adoptRegisteredAddresses(tx, [memberId]);
      const detail = { scopes, service_rep_id: repId, certificates: done.certificates };
      return { actor, notice, audit: { action: 'member.approve', memberId, detail } };
    });
  }

  setDisabled(memberId: number, disabled: boolean, reason: string, actor: Actor, notice: Notice): Promise<boolean> {
    return this.decide(async (tx) =>
      (await this.qualifications.setDisabled(tx, memberId, disabled, reason))
        ? { actor, notice, audit: { action: disabled ? 'member.disable' : 'member.enable', memberId, detail: { reason } } }
        : null,
    );
  }

  rejectMember(memberId: number, reason: string, actor: Actor, notice: Notice): Promise<boolean> {
    return this.decide(async (tx) =>
      (await this.qualifications.rejectMember(tx, memberId, reason))
        ? { actor, notice, audit: { action: 'member.reject', memberId, detail: { reason } } }
        : null,
    );
  }

  decideCertificate(certId: number, memberId: number, approve: boolean, reason: string, actor: Actor, notice: Notice): Promise<boolean> {
    return this.decide(async (tx) => {
      const cert = await this.qualifications.decideCertificate(tx, certId, memberId, approve, reason);
      if (!cert) return null;
      const detail = { kind: cert.kind, ...(approve ? {} : { reason }) };
      return { actor, notice, audit: { action: approve ? 'certificate.approve' : 'certificate.reject', memberId, targetId: certId, detail } };
    });
  }

  decideKx(appId: number, memberId: number, approve: boolean, reason: string, actor: Actor, notice: Notice): Promise<boolean> {
    return this.decide(async (tx) =>
      (await this.qualifications.decideKx(tx, appId, memberId, approve, reason))
        ? { actor, notice, audit: { action: approve ? 'kx.approve' : 'kx.reject', memberId, targetId: appId, detail: approve ? {} : { reason } } }
        : null,
    );
  }
}
