import { describe, expect, it } from 'vitest';
import { afterLoginPath, registerPath, registerRoute, stepForReview } from './register-flow';

describe('registration flow', () => {
  it('maps variants and steps to the route table paths', () => {
    expect(registerPath('standard', 2)).toBe('/register/step2');
    expect(registerPath('dd', 3)).toBe('/register/dd/step3');
    expect(registerPath('wechat', 1)).toBe('/register/wechat');
    expect(registerPath('wechat', 2)).toBe('/register/step2');
  });

  it('reads the variant and step from route names', () => {
    expect(registerRoute('register_index_step2')).toEqual({ variant: 'standard', step: 2 });
    expect(registerRoute('register_dd_step3')).toEqual({ variant: 'dd', step: 3 });
    expect(registerRoute('register_wechat')).toEqual({ variant: 'wechat', step: 1 });
    expect(registerRoute(undefined)).toEqual({ variant: 'standard', step: 1 });
  });

  it('leads an unfinished or refused registration back to its step after login', () => {
    expect(stepForReview('incomplete')).toBe(2);
    expect(stepForReview('rejected')).toBe(3);
    expect(afterLoginPath('incomplete', '/list')).toBe('/register/step2');
    expect(afterLoginPath('rejected', '/list')).toBe('/register/step3');
    expect(afterLoginPath('pending', '/list?page=2')).toBe('/list?page=2');
    expect(afterLoginPath('approved', 'https://evil.example')).toBe('/');
  });
});
