import { describe, expect, it } from 'vitest';
import { certificateNumberError, isResidentId, uploadFileError } from './certificate-rules';

describe('certificate rules (mirroring the contract)', () => {
  it('checks the resident ID check digit', () => {
    expect(isResidentId('11010519491231002X')).toBe(true);
    expect(isResidentId('110105194912310021')).toBe(false);
    expect(isResidentId('11010519491231002')).toBe(false);
  });

  it('names the kind in its message', () => {
    expect(certificateNumberError('business_licence', '营业执照', '91440101ma5d1234xy')).toBe('');
    expect(certificateNumberError('business_licence', '营业执照', '12345')).toBe('营业执照编号应为18位统一社会信用代码');
    expect(certificateNumberError('purchaser_id', '采购人身份证', '110105194912310021')).toBe('采购人身份证号码格式不正确');
    expect(certificateNumberError('drug_licence', '药品经营许可证', '粤AA0201234')).toBe('');
    expect(certificateNumberError('drug_licence', '药品经营许可证', '!!')).toBe('药品经营许可证编号格式不正确');
    expect(certificateNumberError('drug_licence', '药品经营许可证', ' ')).toBe('请填写药品经营许可证编号');
  });

  it('refuses files over 5 MB and of other types before uploading', () => {
    expect(uploadFileError({ name: 'a.png', size: 1000, type: 'image/png' })).toBe('');
    expect(uploadFileError({ name: 'a.pdf', size: 5 * 1024 * 1024 + 1, type: 'application/pdf' })).toBe('文件大小不能超过5MB');
    expect(uploadFileError({ name: 'a.exe', size: 10, type: 'application/x-msdownload' })).toBe('仅支持 JPG、PNG、WebP 图片或 PDF 文件');
  });
});
