import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { fieldPath, formErrorHandler, serverFieldErrors } from './form-errors';

const invalid = (errors: Record<string, string[]>) => new ApiError('http', 422, Object.values(errors)[0][0], { code: 422, msg: '', errors });

describe('server field errors', () => {
  it('turns dotted keys into antd paths', () => {
    expect(fieldPath('certificates.0.number')).toEqual(['certificates', 0, 'number']);
    expect(fieldPath('phone')).toEqual(['phone']);
  });

  it('keeps only fields the form has, folding aliases once', () => {
    const err = invalid({ city: ['城市不属于广东省'], district: ['区县不对'], form: ['x'], 'certificates.1.number': ['编号不对'] });
    expect(serverFieldErrors(err, ['region', 'certificates.1.number'], { city: 'region', district: 'region' })).toEqual([
      { name: ['region'], errors: ['城市不属于广东省'] },
      { name: ['certificates', 1, 'number'], errors: ['编号不对'] },
    ]);
  });

  it('ignores anything that is not a 422 with field errors', () => {
    expect(serverFieldErrors(new ApiError('http', 409, '已注册'), ['phone'])).toEqual([]);
    expect(serverFieldErrors(new ApiError('timeout', 0, '超时'), ['phone'])).toEqual([]);
  });

  it('handles a known field on the form and lets the rest fall through to the common handler', () => {
    const setFields = vi.fn();
    const onError = formErrorHandler(setFields, ['code']);
    expect(onError(invalid({ code: ['验证码已过期，请重新获取'] }))).toBe(true);
    expect(setFields).toHaveBeenCalledWith([{ name: ['code'], errors: ['验证码已过期，请重新获取'] }]);
    expect(onError(invalid({ certificates: ['请上传营业执照'] }))).toBe(false);
  });
});
