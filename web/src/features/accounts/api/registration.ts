import { queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { CertificateInput, CompanyType, OutputOf, RegistrationStatus } from '@yaocai/contract';
import { ApiError, call, type RequestOptions } from '../../../lib/api-client';

type OnError = RequestOptions['onError'];

export type RegisterOptions = OutputOf<typeof api.registration.options>;

/** Step 1 as sent (form-encoded): the account, the company and which registration page it came from. */
export interface Step1Payload {
  phone: string;
  code: string;
  username?: string;
  password: string;
  password_confirmation: string;
  company: string;
  company_type: CompanyType;
  contact_name: string;
  province: string;
  city: string;
  district: string;
  address: string;
  email?: string;
  variant: 'standard' | 'dd' | 'wechat';
  wechat_code?: string;
}

export type CompanyPayload = Pick<Step1Payload, 'company' | 'company_type' | 'contact_name' | 'province' | 'city' | 'district' | 'address' | 'email'>;

/** GET /api/register/options: company types and the certificates each needs. */
export const registerOptionsQuery = queryOptions({
  queryKey: ['register', 'options'],
  queryFn: () => call(api.registration.options),
  staleTime: 30 * 60_000,
});

/** GET /api/register/status: the review state (step 3), also what step 2 needs. Guests get null. */
export const registerStatusQuery = queryOptions({
  queryKey: ['register', 'status'],
  queryFn: async (): Promise<RegistrationStatus | null> => {
    try {
      // A guest is not sent to /login here: the page offers step 1 or the login itself.
      return await call(api.registration.status, {}, { onError: (e) => e.isLoginRequired });
    } catch (e) {
      if (e instanceof ApiError && e.isLoginRequired) return null;
      throw e;
    }
  },
  staleTime: 0,
});

export function registerStep1(body: Step1Payload, onError: OnError) {
  return call(api.registration.step1, { body: { ...body } }, { onError });
}

export function registerStep2(certificates: CertificateInput[], onError: OnError) {
  return call(api.registration.step2, { body: { certificates: certificates.map((c) => ({ ...c })) } }, { onError });
}

export function updateCompany(body: CompanyPayload, onError: OnError) {
  return call(api.registration.company, { body: { ...body } }, { onError });
}

export function forgetVerify(body: { phone: string; code: string }, onError: OnError) {
  return call(api.registration.forgetVerify, { body }, { onError });
}

export function forgetReset(body: { password: string; password_confirmation: string }, onError: OnError) {
  return call(api.registration.forgetReset, { body }, { onError });
}
