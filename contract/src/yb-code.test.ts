import { describe, expect, it } from 'vitest';
import { ybCodeField } from './fields.js';
import { normaliseYbCode, ybCodeProblem, ybCodeSearchOf } from './yb-code.js';

describe('医保编码', () => {
  it('takes a code as typed: lower case, full-width and spaces become the stored code', () => {
    expect(normaliseYbCode(' xa02bca187a001010100462 ')).toBe('XA02BCA187A001010100462');
    expect(normaliseYbCode('ＸＡ０２ＢＣ Ａ187A001010100462')).toBe('XA02BCA187A001010100462');
    expect(ybCodeField().parse('za01aal0115010103946x12')).toBe('ZA01AAL0115010103946X12');
    expect(ybCodeField().parse('')).toBe('');
  });

  it('names what is wrong: characters, the kind, the length', () => {
    expect(ybCodeProblem('XA02BCA187A001010100462')).toBe('');
    expect(ybCodeProblem('')).toBe('');
    expect(ybCodeProblem('XA02-BCA187A00101010046')).toBe('医保编码只能包含字母和数字');
    expect(ybCodeProblem('HA02BCA187A001010100462')).toBe('医保编码应以X（西药）或Z（中成药）开头');
    expect(ybCodeProblem('XA02BCA187')).toBe('医保编码应为23位（现为10位）');
    expect(ybCodeField().safeParse('XA02BCA187A0010101004620').error?.issues[0]?.message).toBe('医保编码应为23位（现为24位）');
  });

  it('reads a search keyword as a code or its start only with a digit and eight characters or more', () => {
    expect(ybCodeSearchOf('xa02bca187')).toBe('XA02BCA187');
    expect(ybCodeSearchOf('XA02BCA187A001010100462')).toBe('XA02BCA187A001010100462');
    expect(ybCodeSearchOf('XA02BCA')).toBeNull();
    expect(ybCodeSearchOf('xiaoyanpian')).toBeNull();
    expect(ybCodeSearchOf('阿莫西林')).toBeNull();
    expect(ybCodeSearchOf('XA02BCA187A0010101004620')).toBeNull();
  });
});
