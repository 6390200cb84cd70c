import type { CertificateView } from '@yaocai/contract';

export interface CertificateDefault {
  kind: string;
  name: string;
  number: string;
  /** YYYY-MM-DD, or null when there is none or it has already expired (the member must pick a new date). */
  expires_on: string | null;
  file: { id: string; name: string; url: string } | null;
  /** The reviewer's word on the previous submission of this kind ('' when none). */
  reason: string;
}

/**
 * What step 2 starts with for each required certificate: the newest earlier submission of that kind, so a member
 * sent back by the reviewer only fixes what was wrong. Expired dates are dropped (the server refuses them).
 */
export function certificateDefaults(required: { kind: string; name: string }[], submitted: CertificateView[], today: string): CertificateDefault[] {
  return required.map(({ kind, name }) => {
    const prev = submitted.filter((c) => c.kind === kind && c.status !== 'superseded').sort((a, b) => b.id - a.id)[0];
    if (!prev) return { kind, name, number: '', expires_on: null, file: null, reason: '' };
    return {
      kind,
      name,
      number: prev.number,
      expires_on: prev.expires_on >= today ? prev.expires_on : null,
      file: prev.file ? { id: prev.file.id, name: `${name}（已上传）`, url: prev.file.url } : null,
      reason: prev.status === 'rejected' ? prev.review_reason : '',
    };
  });
}
