import { queryOptions } from '@tanstack/react-query';
import type { CertificateInput, RegistrationStatus } from '@yaocai/contract';
import { ApiError, get, post, type RequestOptions } from '../../../lib/api-client';

type OnError = RequestOptions['onError'];

export interface RegisterOptions {
  company_types: { name: string; certificates: { kind: string; name: string }[] }[];
  password_rule: string;
}

/** Step 1 as sent (form-encoded): the account, the company and which registration page it came from. */
export interface Step1Payload {
  phone: string;
  code: string;
  username?: string;
  password: string;
  password_confirmation: string;
  company: string;
  company_type: string;
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
  queryFn: () => get<RegisterOptions>('/register/options'),
  staleTime: 30 * 60_000,
});

/** GET /api/register/status: the review state (step 3), also what step 2 needs. Guests get null. */
export const registerStatusQuery = queryOptions({
  queryKey: ['register', 'status'],
  queryFn: async (): Promise<RegistrationStatus | null> => {
    try {
      // A guest is not sent to /login here: the page offers step 1 or the login itself.
      return await get<RegistrationStatus>('/register/status', undefined, { onError: (e) => e.isLoginRequired });
    } catch (e) {
      if (e instanceof ApiError && e.isLoginRequired) return null;
      throw e;
    }
  },
  staleTime: 0,
});

export function registerStep1(body: Step1Payload, onError: OnError) {
  return post<RegistrationStatus>('/register/step1', { ...body }, { onError });
}

export function registerStep2(certificates: CertificateInput[], onError: OnError) {
  return post<RegistrationStatus>('/register/step2', { certificates: certificates.map((c) => ({ ...c })) }, { onError });
}

export function updateCompany(body: CompanyPayload, onError: OnError) {
  return post<RegistrationStatus>('/register/company', { ...body }, { onError });
}

export function forgetVerify(body: { phone: string; code: string }, onError: OnError) {
  return post<null>('/forget/verify', body, { onError });
}

export function forgetReset(body: { password: string; password_confirmation: string }, onError: OnError) {
  return post<null>('/forget/reset', body, { onError });
}
