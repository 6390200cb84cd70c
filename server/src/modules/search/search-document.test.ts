import { describe, expect, it } from 'vitest';
import { latinPrefixes } from './search-document.js';

describe('latinPrefixes', () => {
  it("cuts each lexeme's leading Latin run at 1–10 characters, never at a dot, each prefix once", () => {
    const doc = { a: ['amxl', '阿莫', 'amoxilinjiaonang'], b: ['amxl'], c: [], d: ['0.25g', 'h20010001', '1..5', '头孢x'] };
    expect(latinPrefixes(doc).sort()).toEqual(
      [
        ...['a', 'am', 'amx', 'amxl'],
        ...['amo', 'amox', 'amoxi', 'amoxil', 'amoxili', 'amoxilin', 'amoxilinj', 'amoxilinji'],
        ...['0', '0.2', '0.25', '0.25g'],
        ...['h', 'h2', 'h20', 'h200', 'h2001', 'h20010', 'h200100', 'h2001000', 'h20010001'],
        '1',
      ].sort(),
    );
  });
});
