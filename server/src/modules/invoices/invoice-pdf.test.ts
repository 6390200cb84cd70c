import { describe, expect, it } from 'vitest';
import { rmbUpper } from './invoice-pdf.js';

describe('人民币大写', () => {
  it.each([
    [0, '零圆整'],
    [100, '壹圆整'],
    [1050, '壹拾圆伍角整'],
    [1234560, '壹万贰仟叁佰肆拾伍圆陆角整'],
    [100000001, '壹佰万圆零壹分'],
    [10000, '壹佰圆整'],
    [100100, '壹仟零壹圆整'],
    [1000000000, '壹仟万圆整'],
    [10005000, '壹拾万零伍拾圆整'],
    [5, '伍分'],
  ])('%i fen → %s', (fen, text) => {
    expect(rmbUpper(fen)).toBe(text);
  });
});
