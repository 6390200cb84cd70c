import { describe, expect, it } from 'vitest';
import { checkCodeError, invoiceNoError } from './invoice-query';

describe('invoice query form', () => {
  it('takes 20-digit invoice numbers', () => {
    expect(invoiceNoError('12345678901234567890')).toBeNull();
    expect(invoiceNoError(' 12345678901234567890 ')).toBeNull();
    expect(invoiceNoError('')).toBe('请输入发票号码');
    expect(invoiceNoError('12345678')).toBe('发票号码为20位数字');
  });
  it('takes the last 6 (or more) digits of the check code', () => {
    expect(checkCodeError('123456')).toBeNull();
    expect(checkCodeError('12345678901234567890')).toBeNull();
    expect(checkCodeError('12345')).toBe('校验码为6至20位数字');
    expect(checkCodeError('abc123')).toBe('校验码为6至20位数字');
    expect(checkCodeError(undefined)).toBe('请输入校验码后6位');
  });
});
