import { describe, expect, it } from 'vitest';
import { formatLeft, progressPercent, quantityBounds, saving, secondsLeft } from './groupbuy-rules.js';

describe('group buy rules', () => {
  it('counts down on the server clock and never below zero', () => {
    expect(secondsLeft(1_000, 400)).toBe(600);
    expect(secondsLeft(1_000, 2_000)).toBe(0);
    expect(formatLeft(0)).toBe('00:00:00');
    expect(formatLeft(3_725)).toBe('01:02:05');
    expect(formatLeft(86_400 + 1)).toBe('24:00:01');
    expect(formatLeft(99 * 3600)).toBe('99:00:00');
    expect(formatLeft(86_400 * 5 + 61)).toBe('5天 00:01:01');
  });

  it('shows how full a group is', () => {
    expect(progressPercent(1, 2)).toBe(50);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(5, 3)).toBe(100);
    expect(progressPercent(1, 0)).toBe(0);
  });

  it('steps quantities by the middle pack within the campaign limits', () => {
    expect(quantityBounds(1, 10, 1)).toEqual({ min: 1, max: 10, step: 1 });
    expect(quantityBounds(1, 25, 10)).toEqual({ min: 10, max: 20, step: 10 });
    expect(quantityBounds(12, 25, 10)).toEqual({ min: 20, max: 20, step: 10 });
    expect(quantityBounds(1, 5, 10)).toBeNull();
  });

  it('saves the difference to the list price only when both are shown', () => {
    expect(saving(2500, 3000)).toBe(500);
    expect(saving(null, 3000)).toBe(0);
    expect(saving(2500, null)).toBe(0);
  });
});
