import { describe, expect, it } from 'vitest';
import type { CertificateView } from '@yaocai/contract';
import { certificateDefaults } from './certificate-defaults';

const cert = (over: Partial<CertificateView>): CertificateView => ({
  id: 1,
  kind: 'business_licence',
  name: '营业执照',
  number: '91440101MA5D1234XY',
  expires_on: '2030-01-01',
  status: 'pending',
  status_text: '待审核',
  review_reason: '',
  expiry_state: 'valid',
  days_left: 1000,
  file: { id: 'f1', url: '/api/uploads/f1', mime: 'image/png' },
  created_at: '2025-01-01T00:00:00Z',
  ...over,
});
const required = [
  { kind: 'business_licence', name: '营业执照' },
  { kind: 'drug_licence', name: '药品经营许可证' },
];

describe('certificateDefaults', () => {
  it('starts empty for kinds never submitted', () => {
    expect(certificateDefaults(required, [], '2025-06-01')).toEqual([
      { kind: 'business_licence', name: '营业执照', number: '', expires_on: null, file: null, reason: '' },
      { kind: 'drug_licence', name: '药品经营许可证', number: '', expires_on: null, file: null, reason: '' },
    ]);
  });

  it('takes the newest submission of each kind with the reviewer reason, dropping expired dates', () => {
    const rows = [
      cert({ id: 1, number: 'OLD' }),
      cert({ id: 5, status: 'rejected', review_reason: '照片模糊', number: 'NEW', expires_on: '2025-05-31' }),
      cert({ id: 3, status: 'superseded', number: 'GONE' }),
    ];
    const [bl, dl] = certificateDefaults(required, rows, '2025-06-01');
    expect(bl).toMatchObject({ number: 'NEW', expires_on: null, reason: '照片模糊', file: { id: 'f1' } });
    expect(dl.file).toBeNull();
  });
});
