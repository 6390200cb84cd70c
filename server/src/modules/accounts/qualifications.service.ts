import type { Executor } from '../../db/client.js';
import type { QualificationsRepository } from './qualifications.repository.js';

/**
 * The member's side of a qualification review: accounts owns the member, its certificates, scopes and 控销
 * authorisation; the review console (admin) decides and calls these inside its transaction with the audit row.
 */
export class QualificationsService {
  constructor(private readonly repo: QualificationsRepository) {}

  approveMember(tx: Executor, memberId: number, scopes: string[], repId: number) {
    return this.repo.approveMember(tx, memberId, scopes, repId);
  }

  setDisabled(tx: Executor, memberId: number, disabled: boolean, reason: string) {
    return this.repo.setDisabled(tx, memberId, disabled, reason);
  }

  rejectMember(tx: Executor, memberId: number, reason: string) {
    return this.repo.rejectMember(tx, memberId, reason);
  }

  decideCertificate(tx: Executor, certId: number, memberId: number, approve: boolean, reason: string) {
    return this.repo.decideCertificate(tx, certId, memberId, approve, reason);
  }

  decideKx(tx: Executor, appId: number, memberId: number, approve: boolean, reason: string) {
    return this.repo.decideKx(tx, appId, memberId, approve, reason);
  }
}
