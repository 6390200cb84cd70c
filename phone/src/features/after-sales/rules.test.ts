import { describe, expect, it } from 'vitest';
import {
  afterSaleActions,
  afterSaleHref,
  applyAllowed,
  initialKind,
  isReturnKind,
  kindsFor,
  kindTakesRefund,
  parseApply,
  pickedItems,
  refundAmountError,
  suggestedRefund,
} from './rules';

describe('after-sales rules on the phone (the desktop’s)', () => {
  it('offers 申请退款 when paid, 退货 and 售后 once shipped, and nothing new while a request waits', () => {
    const o = { paid_amount: 1000, refunded_amount: 0, after_sale: null };
    expect(afterSaleActions({ ...o, status: 0 })).toEqual([]);
    expect(afterSaleActions({ ...o, status: 1 })).toEqual(['refund']);
    expect(afterSaleActions({ ...o, status: 2 })).toEqual(['return', 'service']);
    expect(afterSaleActions({ ...o, status: 3, refunded_amount: 1000 })).toEqual(['service']);
    expect(afterSaleActions({ ...o, status: 3, after_sale: { status: 0 } })).toEqual(['view']);
    expect(afterSaleActions({ ...o, status: 3, after_sale: { status: 2 } })).toEqual(['view', 'return', 'service']);
    expect(afterSaleActions({ ...o, status: 4 })).toEqual([]);
  });

  it('reads ?apply= and picks the kinds the order can take', () => {
    expect(parseApply('return')).toBe('return');
    expect(parseApply('x')).toBeNull();
    expect(kindsFor('return', 1)).toEqual(['refund']);
    expect(kindsFor('return', 2)).toEqual(['return', 'refund']);
    expect(initialKind('return', kindsFor('return', 2))).toBe('return');
    expect(initialKind('return', kindsFor('return', 1))).toBe('refund');
    expect(initialKind('service', kindsFor('service', 2))).toBe('missing');
    expect(applyAllowed({ status: 1, refundable: 0 }, 'refund')).toBe(false);
    expect(applyAllowed({ status: 1, refundable: 5 }, 'service')).toBe(false);
    expect(applyAllowed({ status: 3, refundable: 0 }, 'service')).toBe(true);
  });

  it('sends returns, refunds and recall returns to returnInfo and the rest to afterSalesInfo', () => {
    expect(afterSaleHref({ id: 7, kind: 'refund' })).toBe('/order/returnInfo/7');
    expect(afterSaleHref({ id: 7, kind: 'return' })).toBe('/order/returnInfo/7');
    expect(afterSaleHref({ id: 8, kind: 'recall' })).toBe('/order/returnInfo/8');
    expect(afterSaleHref({ id: 7, kind: 'report' })).toBe('/order/afterSalesInfo/7');
    expect(afterSaleHref({ id: 7, kind: 'documents' })).toBe('/order/afterSalesInfo/7');
    expect(isReturnKind('recall')).toBe(true);
    expect(kindTakesRefund('recall')).toBe(true);
    expect(kindTakesRefund('missing')).toBe(false);
  });

  it('caps quantities, suggests the lines’ paid share and checks the amount', () => {
    const lines = [
      { id: 1, number: 10, amount: 1000, manjian_amount: 100, coupon_amount: 0 },
      { id: 2, number: 3, amount: 300, manjian_amount: 0, coupon_amount: 30 },
    ];
    const picks = pickedItems({ 1: 5, 2: 9, 3: 1 }, lines);
    expect(picks).toEqual([
      { order_item_id: 1, number: 5 },
      { order_item_id: 2, number: 3 },
    ]);
    expect(suggestedRefund(picks, lines, 10_000)).toBe(450 + 270);
    expect(suggestedRefund(picks, lines, 500)).toBe(500);
    expect(refundAmountError('', 100)).toBe('请填写退款金额');
    expect(refundAmountError('1.234', 1000)).toBe('退款金额格式不正确，最多两位小数');
    expect(refundAmountError('0', 1000)).toBe('退款金额需大于0');
    expect(refundAmountError('10.01', 1000)).toBe('退款金额不能超过可退金额');
    expect(refundAmountError(' 10 ', 1000)).toBeNull();
  });
});
