import { describe, expect, it } from 'vitest';
import { kindTakesItems, kindTakesRefund, orderActions, orderStep, parseTab, returnKindsFor, tabStatus } from './order-status';

describe('order tabs', () => {
  it('maps tabs to the list status filter', () => {
    expect(tabStatus('all')).toBeUndefined();
    expect(tabStatus('unpaid')).toBe(0);
    expect(tabStatus('paid')).toBe(1);
    expect(tabStatus('shipped')).toBe(2);
    expect(tabStatus('completed')).toBe(3);
    expect(tabStatus('cancelled')).toBe(4);
    expect(tabStatus('after')).toBeUndefined();
  });
  it('reads unknown tabs as all', () => {
    expect(parseTab('after')).toBe('after');
    expect(parseTab('nope')).toBe('all');
    expect(parseTab(null)).toBe('all');
  });
});

describe('order actions', () => {
  const o = (status: number, paid = 1000, refunded = 0) => ({ status, paid_amount: paid, refunded_amount: refunded });
  it('offers pay and cancel while unpaid', () => {
    expect(orderActions(o(0, 0))).toEqual(['pay', 'cancel']);
  });
  it('offers a refund before shipping, receipt and returns after', () => {
    expect(orderActions(o(1))).toEqual(['refund', 'rebuy']);
    expect(orderActions(o(2))).toEqual(['receive', 'logistics', 'return', 'afterSales', 'rebuy']);
    expect(orderActions(o(3))).toEqual(['return', 'afterSales', 'rebuy']);
  });
  it('drops refunds when everything is refunded', () => {
    expect(orderActions(o(1, 1000, 1000))).toEqual(['rebuy']);
    expect(orderActions(o(3, 1000, 1000))).toEqual(['afterSales', 'rebuy']);
  });
  it('only buys again once cancelled', () => {
    expect(orderActions(o(4, 0))).toEqual(['rebuy']);
  });
});

describe('steps and kinds', () => {
  it('places the order on the steps', () => {
    expect([0, 1, 2, 3, 4].map(orderStep)).toEqual([0, 1, 2, 3, -1]);
  });
  it('knows what each request kind sends', () => {
    expect(kindTakesRefund('return') && kindTakesRefund('refund')).toBe(true);
    expect(kindTakesRefund('missing')).toBe(false);
    expect(kindTakesItems('report')).toBe(false);
    expect(kindTakesItems('wrong')).toBe(true);
    expect(returnKindsFor(1)).toEqual(['refund']);
    expect(returnKindsFor(3)).toEqual(['return', 'refund']);
  });
  it('shows the state of a pending after-sales request instead of offering new ones', () => {
    const done = { status: 3, paid_amount: 1000, refunded_amount: 0 };
    expect(orderActions({ ...done, after_sale: { status: 0 } })).toEqual(['viewAfterSale', 'rebuy']);
    expect(orderActions({ ...done, after_sale: { status: 2 } })).toEqual(['viewAfterSale', 'return', 'afterSales', 'rebuy']);
    expect(orderActions({ status: 2, paid_amount: 1000, refunded_amount: 0, after_sale: { status: 0 } })).toEqual([
      'receive',
      'viewAfterSale',
      'logistics',
      'rebuy',
    ]);
  });
});
