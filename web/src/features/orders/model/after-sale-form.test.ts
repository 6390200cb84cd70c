import { describe, expect, it } from 'vitest';
import { pickedItems, refundAmountError, suggestedRefund } from './after-sale-form';

describe('after-sale form', () => {
  const bought = [
    { id: 1, number: 10 },
    { id: 2, number: 3 },
  ];
  it('keeps ticked lines with a quantity, capped at what was bought', () => {
    expect(pickedItems({ 1: 2, 2: 9 }, bought)).toEqual([
      { order_item_id: 1, number: 2 },
      { order_item_id: 2, number: 3 },
    ]);
    expect(pickedItems({ 1: 0, 2: null }, bought)).toEqual([]);
  });
  it('checks the refund amount against what is refundable', () => {
    expect(refundAmountError('', 1000)).toBe('请填写退款金额');
    expect(refundAmountError('1.001', 1000)).toBe('退款金额格式不正确，最多两位小数');
    expect(refundAmountError('0', 1000)).toBe('退款金额需大于0');
    expect(refundAmountError('10.01', 1000)).toBe('退款金额不能超过可退金额');
    expect(refundAmountError('10', 1000)).toBeNull();
  });
  it('suggests the picked lines’ paid share, capped', () => {
    const lines = [{ id: 1, number: 10, amount: 10000, manjian_amount: 1000, coupon_amount: 0 }];
    expect(suggestedRefund([{ order_item_id: 1, number: 5 }], lines, 100000)).toBe(4500);
    expect(suggestedRefund([{ order_item_id: 1, number: 10 }], lines, 3000)).toBe(3000);
  });
});
