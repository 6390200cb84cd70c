import { describe, expect, it } from 'vitest';
import { defaultMethod, methodStates, parseIds, payOrderIds } from './pay-methods';

describe('methodStates', () => {
  it('allows the wallet and credit when they cover the amount', () => {
    const s = methodStates({ user_money: 5000, credit_limit: 10000, credit_available: 5000 }, 5000);
    expect(s.wallet.disabled).toBe(false);
    expect(s.credit.disabled).toBe(false);
    expect(defaultMethod(s)).toBe('wallet');
  });
  it('says why the wallet or credit cannot pay', () => {
    const s = methodStates({ user_money: 100, credit_limit: 10000, credit_available: 200 }, 5000);
    expect(s.wallet).toEqual({ disabled: true, reason: '余额不足，当前余额¥1.00' });
    expect(s.credit).toEqual({ disabled: true, reason: '账期可用额度不足，可用¥2.00' });
    expect(s.online.disabled).toBe(false);
    expect(defaultMethod(s)).toBe('online');
  });
  it('credit is off without a credit line', () => {
    const s = methodStates({ user_money: 0, credit_limit: 0, credit_available: 0 }, 1);
    expect(s.credit.reason).toBe('未开通账期，请联系专属客服');
  });
  it('offers no online payment while no provider is configured, and then nothing when the wallet and credit cannot pay', () => {
    const s = methodStates({ user_money: 100, credit_limit: 0, credit_available: 0 }, 5000, false);
    expect(s.online).toEqual({ disabled: true, reason: '暂未开通在线支付，请使用余额或账期支付' });
    expect(defaultMethod(s)).toBeNull();
    expect(defaultMethod(methodStates({ user_money: 5000, credit_limit: 0, credit_available: 0 }, 5000, false))).toBe('wallet');
  });
  it('waits for the funds before allowing wallet or credit', () => {
    const s = methodStates(undefined, 1);
    expect(s.wallet.disabled && s.credit.disabled).toBe(true);
  });
});

describe('ids', () => {
  it('parses a comma list', () => {
    expect(parseIds('1,2, 3,2,x,-1,0')).toEqual([1, 2, 3]);
    expect(parseIds(null)).toEqual([]);
  });
  it('puts the path id first and keeps the others', () => {
    expect(payOrderIds('7', '5,7,9')).toEqual([7, 5, 9]);
    expect(payOrderIds(undefined, '5,9')).toEqual([5, 9]);
  });
});
