/** Who changed something, as the audit trail names them: an operator (by id) or the CLI (by OS user). */
export interface Actor {
  operatorId: number | null;
  name: string;
}

/** An operator as the audit trail names them. */
export const operatorActor = (op: { id: number; username: string }): Actor & { operatorId: number } => ({
  operatorId: op.id,
  name: `operator:${op.username}`,
});

/** One audit entry as a module hands it to the audit writer (admin's `recordAudit`, wired in services.ts). */
export interface AuditEntry {
  action: string;
  targetId?: number;
  memberId?: number | null;
  detail: Record<string, unknown>;
}
