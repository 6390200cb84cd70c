import { describe, expect, it } from 'vitest';
import { prizeMessage } from './lottery-text';

describe('lottery texts (spec §8)', () => {
  it('formats the prize message exactly', () => {
    expect(prizeMessage({ name: '30元平台优惠券', remarks: '满1000元可用', kind: 'coupon' })).toBe('恭喜您 , 抽中30元平台优惠券 ( 满1000元可用 )');
    expect(prizeMessage({ name: '谢谢参与', remarks: '祝您生意兴隆', kind: 'none' })).toBe('很遗憾 , 本次未中奖 ( 祝您生意兴隆 )');
  });
});
