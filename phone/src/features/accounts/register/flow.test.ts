import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../../lib/navigation';
import { afterLoginPath, registerPath, registerRoute, stepForReview } from './flow';

describe('phone registration addresses', () => {
  it('keeps the step in the path, for each variant', () => {
    expect(registerPath('standard', 2)).toBe('/register/step2');
    expect(registerPath('dd', 3)).toBe('/register/dd/step3');
    expect(registerPath('wechat', 1)).toBe('/register/wechat');
    expect(registerPath('wechat', 2)).toBe('/register/step2');
    expect(registerRoute('/register/dd/step2')).toEqual({ variant: 'dd', step: 2 });
    expect(registerRoute('/register/step3/')).toEqual({ variant: 'standard', step: 3 });
    expect(registerRoute('/register/wechat')).toEqual({ variant: 'wechat', step: 1 });
    expect(registerRoute('/register/step9')).toBeNull();
  });

  it('sends a member whose registration is unfinished back to its step after login', () => {
    expect(stepForReview('incomplete')).toBe(2);
    expect(stepForReview('pending')).toBe(3);
    expect(afterLoginPath('incomplete', '/cart')).toBe('/register/step2');
    expect(afterLoginPath('rejected', '/cart')).toBe('/register/step3');
    expect(afterLoginPath('pending', '/cart')).toBe('/cart');
    expect(afterLoginPath('approved', '//evil.example')).toBe('/');
    expect(safeRedirect('/\\x')).toBe('/');
  });
});
