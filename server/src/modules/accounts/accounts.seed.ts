import { eq, inArray } from 'drizzle-orm';
import { chinaDay, requiredCertificates, type CertificateKind } from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import { contractSignatures, members } from './accounts.tables.js';
import { memberCertificates } from './certificates.tables.js';

import { CONTRACT_VERSION } from './contract-text.js';

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A resident-ID-shaped demo number with a valid check digit (not a real person's). */
export function demoResidentId(seq: number): string {
  const body = `42010119800101${String(seq % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

function demoNumber(kind: CertificateKind, id: number): string {
  const n = String(id).padStart(6, '0');
  switch (kind) {
    case 'business_licence':
      return `91420100MA4K${n}`;
    case 'drug_licence':
      return `鄂AA027${n}`;
    case 'medical_licence':
      return `PDY${n}-420102`;
    case 'purchase_authorization':
      return `WTS2026${n}`;
    case 'purchaser_id':
      return demoResidentId(id);
  }
}

/**
 * Demo data of the member side, derived from the seed's members: certificates (checked on
 * paper, so without files; demo2's drug licence expires within 30 days to show the warning) and signed contracts for
 * approved members (their delivery addresses and demo2's messages are seeded by addresses and messages).
 */
/** What the member side's demo data needs of a seed member (the seed's members, or a demo history's buyer). */
export interface SeedMemberFacts {
  id: number;
  username: string;
  company_type: string;
  contact_name: string;
  review_status: string;
}

export async function seedAccounts(tx: Executor, seedMembers: SeedMemberFacts[], now = new Date()) {
  const today = chinaDay(now);
  const rows: Array<typeof memberCertificates.$inferInsert> = [];
  for (const m of seedMembers) {
    if (m.review_status === 'rejected') continue;
    const approved = m.review_status === 'approved';
    for (const kind of requiredCertificates(m.company_type)) {
      const days = m.username === 'demo2' && kind === 'drug_licence' ? 20 : 730;
      rows.push({
        memberId: m.id,
        kind,
        number: demoNumber(kind, m.id),
        expiresOn: addDays(today, days),
        uploadId: null,
        status: approved ? 'approved' : 'pending',
        reviewedAt: approved ? now : null,
      });
    }
  }
  if (rows.length) await tx.insert(memberCertificates).values(rows);
  const approvedIds = seedMembers.filter((m) => m.review_status === 'approved').map((m) => m.id);
  if (approvedIds.length) {
    await tx
      .update(members)
      .set({ contractVersion: CONTRACT_VERSION, contractSignedAt: now, submittedAt: now, reviewedAt: now })
      .where(inArray(members.id, approvedIds));
    await tx
      .insert(contractSignatures)
      .values(
        seedMembers
          .filter((m) => approvedIds.includes(m.id))
          .map((m) => ({ memberId: m.id, version: CONTRACT_VERSION, signerName: m.contact_name, signedAt: now })),
      );
  }
  for (const m of seedMembers.filter((x) => x.review_status === 'pending')) {
    await tx.update(members).set({ submittedAt: now }).where(eq(members.id, m.id));
  }
}
