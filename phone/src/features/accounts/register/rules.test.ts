import { describe, expect, it } from 'vitest';
import { certificateNumberError, isResidentId, PASSWORD_RE, PHONE_RE } from './rules';

describe('phone registration checks (the desktop and contract rules)', () => {
  it('checks certificate numbers by kind, with the message that names what is wrong', () => {
    expect(certificateNumberError('business_licence', '营业执照', '91440106ma5d1234xy')).toBe('');
    expect(certificateNumberError('business_licence', '营业执照', '12345')).toBe('营业执照编号应为18位统一社会信用代码');
    expect(certificateNumberError('purchaser_id', '采购人身份证', '11010519491231002x')).toBe('');
    expect(certificateNumberError('purchaser_id', '采购人身份证', '110105194912310021')).toBe('采购人身份证号码格式不正确');
    expect(certificateNumberError('drug_licence', '药品经营许可证', '粤AA0201234')).toBe('');
    expect(certificateNumberError('drug_licence', '药品经营许可证', 'a!')).toBe('药品经营许可证编号格式不正确');
    expect(certificateNumberError('drug_licence', '药品经营许可证', '  ')).toBe('请填写药品经营许可证编号');
  });

  it('knows a resident ID by its check digit', () => {
    expect(isResidentId('11010519491231002X')).toBe(true);
    expect(isResidentId('110105194912310021')).toBe(false);
  });

  it('takes mainland mobiles and passwords with letters and digits only', () => {
    expect(PHONE_RE.test('13800138000')).toBe(true);
    expect(PHONE_RE.test('12800138000')).toBe(false);
    expect(PASSWORD_RE.test('abc12345')).toBe(true);
    expect(PASSWORD_RE.test('abcdefgh')).toBe(false);
  });
});
