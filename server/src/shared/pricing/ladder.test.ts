import { describe, expect, it } from 'vitest';
import { ladderHint, ladderUnitPrice } from './ladder.js';

// Base 1000 fen (10.00); 10 units → 900 fen; 50 units → 800 fen.
const LADDER = [
  { number: 50, price: 800 },
  { number: 10, price: 900 },
];

describe('ladder unit price', () => {
  it('uses the base price below the first tier', () => {
    expect(ladderUnitPrice(1000, LADDER, 9)).toEqual({ price: 1000, fromLadder: false });
  });

  it('uses the highest tier reached', () => {
    expect(ladderUnitPrice(1000, LADDER, 10)).toEqual({ price: 900, fromLadder: true });
    expect(ladderUnitPrice(1000, LADDER, 49)).toEqual({ price: 900, fromLadder: true });
    expect(ladderUnitPrice(1000, LADDER, 50)).toEqual({ price: 800, fromLadder: true });
  });

  it('never goes above the base price, even with a bad tier', () => {
    expect(ladderUnitPrice(1000, [{ number: 5, price: 1200 }], 6)).toEqual({ price: 1000, fromLadder: false });
  });

  it('never rises as the quantity grows, even with tiers out of order', () => {
    // tier at 20 is dearer than tier at 10: at 25 units the 10-unit price (700) still applies
    const bad = [
      { number: 10, price: 700 },
      { number: 20, price: 900 },
    ];
    expect(ladderUnitPrice(1000, bad, 25).price).toBe(700);
  });
});

describe('ladder hint (§4)', () => {
  it('shows every tier as still needed below the first tier', () => {
    // 3 units: 10 − 3 = 7 short of the first tier, 50 − 3 = 47 of the second
    const h = ladderHint(LADDER, 3, 1000)!;
    expect(h.tiers).toEqual([
      { number: 10, price: 900, state: 'needed', units_needed: 7 },
      { number: 50, price: 800, state: 'needed', units_needed: 47 },
    ]);
    expect(h.reached).toEqual([]);
    expect(h.units_short).toBe(7);
  });

  it('marks the tier giving the line price reached and lists what is still short', () => {
    // 12 units at 900: tier 10 reached; 50 − 12 = 38 units short of 800
    const h = ladderHint(LADDER, 12, 900)!;
    expect(h.tiers.map((t) => t.state)).toEqual(['reached', 'needed']);
    expect(h.reached).toEqual([{ number: 10, price: 900 }]);
    expect(h.not_reached).toEqual([{ number: 50, price: 800 }]);
    expect(h.units_short).toBe(38);
  });

  it('greys a reached tier whose price is not the line price', () => {
    // 60 units at 800: tier 10 (900) available but greyed, tier 50 (800) reached, nothing short
    const h = ladderHint(LADDER, 60, 800)!;
    expect(h.tiers.map((t) => t.state)).toEqual(['available', 'reached']);
    expect(h.units_short).toBeNull();
  });

  it('greys every reached tier when a flash price applies', () => {
    // flash price 500 ≠ any tier price
    expect(ladderHint(LADDER, 60, 500)!.tiers.map((t) => t.state)).toEqual(['available', 'available']);
  });

  it('is null without a ladder', () => {
    expect(ladderHint([], 5, 1000)).toBeNull();
  });
});
