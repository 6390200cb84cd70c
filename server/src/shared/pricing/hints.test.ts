import { describe, expect, it } from 'vitest';
import { nextHint } from './hints.js';
import type { CouponOption } from './types.js';

const coupon = (over: Partial<CouponOption & { amount: number }>) =>
  ({ id: 1, sjly_id: 2, applicable: false, reason: 'x', eligible_total: 0, discount: 0, shortfall: 0, amount: 1500, ...over }) as CouponOption & {
    amount: number;
  };

describe('next_hint', () => {
  it('names the nearest full-reduction tier not reached, the shipping shortfall and the nearest coupon threshold', () => {
    const shop = {
      manjians: [
        { amount: 30000, reduction: 1000, status: 1 as const, shortfall: 0 },
        { amount: 100000, reduction: 5000, status: 0 as const, shortfall: 62000 },
        { amount: 300000, reduction: 18000, status: 0 as const, shortfall: 262000 },
      ],
      shipping_shortfall: 42000,
      manjian_scope: 'all' as const,
    };
    const h = nextHint(shop, [
      coupon({ id: 7, shortfall: 12000 }),
      coupon({ id: 8, shortfall: 2000, amount: 500 }),
      coupon({ id: 9, applicable: true }),
    ]);
    expect(h.manjian).toEqual({ shortfall: 62000, amount: 100000, reduction: 5000 });
    expect(h.coupon).toEqual({ id: 8, shortfall: 2000, amount: 500 });
    expect(h.text).toBe('再买¥620.00可减¥50.00，再买¥420.00免运费，再买¥20.00可用¥5.00优惠券');
  });

  it('is empty when nothing is missing', () => {
    expect(
      nextHint({ manjians: [{ amount: 100, reduction: 10, status: 1, shortfall: 0 }], shipping_shortfall: 0, manjian_scope: 'all' }, []),
    ).toEqual({
      manjian: null,
      shipping_shortfall: 0,
      coupon: null,
      text: '',
    });
    expect(nextHint(undefined, []).text).toBe('');
  });

  it('says that only the marked goods count when the shop’s 满减 covers some lines', () => {
    const shop = { manjians: [{ amount: 30000, reduction: 1000, status: 0 as const, shortfall: 28090 }], shipping_shortfall: 0 };
    expect(nextHint({ ...shop, manjian_scope: 'some' }, []).text).toBe('再买¥280.90可减¥10.00（仅标「满减」的商品参与）');
    expect(nextHint({ ...shop, manjian_scope: 'all' }, []).text).toBe('再买¥280.90可减¥10.00');
  });
});
