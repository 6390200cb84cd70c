import { describe, expect, it } from 'vitest';
import { afterSaleHref, parseApply } from './after-sale-links';

describe('after-sale links', () => {
  it('sends returns and refunds to returnInfo, the rest to afterSalesInfo, by the request id', () => {
    expect(afterSaleHref({ id: 7, kind: 'return' })).toBe('/order/returnInfo/7');
    expect(afterSaleHref({ id: 8, kind: 'refund' })).toBe('/order/returnInfo/8');
    for (const kind of ['missing', 'wrong', 'report'] as const) expect(afterSaleHref({ id: 9, kind })).toBe('/order/afterSalesInfo/9');
  });
  it('reads only known apply modes', () => {
    expect(parseApply('return')).toBe('return');
    expect(parseApply('service')).toBe('service');
    expect(parseApply('x')).toBeNull();
    expect(parseApply(null)).toBeNull();
  });
});
