import { describe, expect, it } from 'vitest';
import { addChinaDays } from '@yaocai/contract';
import { readSeed, SEED_DAY } from './load-seed.js';

describe('demo batch dates', () => {
  it('move forward with the day the demo is loaded on, so it never ages into expired stock', () => {
    const asWritten = readSeed(SEED_DAY).catalog.goods;
    const later = readSeed(addChinaDays(SEED_DAY, 40)).catalog.goods;
    expect(later[0].expiry_date).toBe(addChinaDays(asWritten[0].expiry_date, 40));
    expect(later[0].production_date).toBe(addChinaDays(asWritten[0].production_date, 40));
    expect(readSeed(addChinaDays(SEED_DAY, -3)).catalog.goods[0].expiry_date).toBe(asWritten[0].expiry_date);
  });
});
