import { describe, expect, it } from 'vitest';
import { certificateNumberError as contractError } from '@yaocai/contract';
import { certificateNumberError, certificateNumberHint } from './certificate-number';

describe('certificate numbers on the phone renewal form', () => {
  it('agrees with the contract on every kind, good numbers and bad', () => {
    const cases: Array<[kind: 'business_licence' | 'drug_licence' | 'purchaser_id', name: string, n: string]> = [
      ['business_licence', '营业执照', '91420100MA4K000001'],
      ['business_licence', '营业执照', '91420100MA4K00000I'],
      ['purchaser_id', '采购人身份证', '420101198001010013'],
      ['purchaser_id', '采购人身份证', '420101198001010014'],
      ['drug_licence', '药品经营许可证', '鄂AA0270000'],
      ['drug_licence', '药品经营许可证', 'A1'],
    ];
    for (const [kind, name, n] of cases) {
      expect(certificateNumberError(kind, name, n) === '', n).toBe(contractError(kind, n) === '');
    }
  });

  it('asks for a number when there is none, and trims and upper-cases what is typed', () => {
    expect(certificateNumberError('drug_licence', '药品经营许可证', '  ')).toBe('请填写药品经营许可证编号');
    expect(certificateNumberError('business_licence', '营业执照', ' 91420100ma4k000001 ')).toBe('');
    expect(certificateNumberHint('business_licence', '营业执照')).toBe('18位统一社会信用代码');
    expect(certificateNumberHint('drug_licence', '药品经营许可证')).toBe('请输入药品经营许可证编号');
  });
});
