import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, readTraceCode, splitTraceCodes } from './trace-codes.js';

const GS = '\u001d';
const ok = (input: string) => {
  const r = readTraceCode(input);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const error = (input: string) => {
  const r = readTraceCode(input);
  if (r.ok) throw new Error(`read ${input} as ${r.value.code}`);
  return r.error;
};

describe('药品追溯码', () => {
  it('reads a 20-digit 码上放心 code: 药品标识码 and serial, spaces a person typed dropped', () => {
    expect(ok('81234560000012345678')).toEqual({ code: '81234560000012345678', kind: 'msfx', product: '8123456', serial: '000001234' });
    expect(ok(' 8123 4560 0000 1234 5678 ').code).toBe('81234560000012345678');
  });

  it('names what is wrong with a code that is not one', () => {
    expect(error('')).toBe('追溯码为空');
    expect(error('8123456000001234567')).toBe('追溯码8123456000001234567应为20位数字（现为19位）');
    expect(error('6901234567892')).toBe('6901234567892是商品条形码（69码），不是追溯码');
    expect(error('81234560000012345678X!')).toContain('格式不正确');
  });

  it('computes the GS1 mod-10 check digit (published examples)', () => {
    expect(gs1CheckDigit('629104150021')).toBe(3); // GTIN-13 6291041500213 (GS1 General Specifications)
    expect(gs1CheckDigit('690123456789')).toBe(2);
    expect(gs1CheckDigit('0690123456789')).toBe(2); // the same GTIN as GTIN-14
  });

  it('reads a GS1 Data Matrix, bracketed or as scanned with group separators, into one stored form', () => {
    const bracketed = ok('(01)06901234567892(17)271200(10)B2405(21)SN0001');
    expect(bracketed).toEqual({
      code: '(01)06901234567892(17)271200(10)B2405(21)SN0001',
      kind: 'gs1',
      product: '06901234567892',
      serial: 'SN0001',
      batch: 'B2405',
      expiry: '2027-12-31',
    });
    expect(ok(`]d20106901234567892172712001${'0'}B2405${GS}21SN0001`)).toEqual(bracketed);
    expect(ok(`010690123456789221SN0001${GS}10B2405${GS}17271200`).code).toBe(bracketed.code);
    expect(ok('(01)06901234567892(21)X1').expiry).toBeUndefined();
  });

  it('refuses a GS1 code with a wrong check digit, no serial, an impossible expiry or an AI it does not know', () => {
    expect(error('(01)06901234567893(21)SN1')).toBe('GS1商品条码06901234567893的校验位不正确');
    expect(error('(01)06901234567892(10)B1')).toBe('GS1追溯码缺少(21)序列号');
    expect(error('(01)06901234567892(17)271332(21)SN1')).toBe('GS1追溯码的(17)有效期不是有效日期');
    expect(error('(01)06901234567892(21)SN1(99)X')).toBe('GS1追溯码含有不支持的应用标识符(99)');
  });

  it("keeps another maker's code of 16–48 letters and digits, upper-cased", () => {
    expect(ok('ma.156.m0.100001.abcdef'.replace(/\./g, ''))).toMatchObject({ kind: 'other', code: 'MA156M0100001ABCDEF' });
    expect(error('ABC123')).toContain('格式不正确');
  });

  it('splits a scanned, pasted or imported list, keeping spaces inside a code', () => {
    expect(splitTraceCodes('8123 4560 0000 1234 5678\r\n81234560000012345679,81234560000012345680；\t\n')).toEqual([
      '8123 4560 0000 1234 5678',
      '81234560000012345679',
      '81234560000012345680',
    ]);
  });

  it('reads every well-formed 20-digit code and refuses a code of digits of any other length (property)', () => {
    for (let i = 0; i < 500; i++) {
      const length = 1 + Math.floor(Math.random() * 30);
      const digits = Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');
      const r = readTraceCode(digits);
      if (length === 20) expect(r.ok && r.value.product).toBe(digits.slice(0, 7));
      else expect(r.ok).toBe(false);
    }
  });
});
