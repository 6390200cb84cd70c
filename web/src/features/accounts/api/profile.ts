import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { agentStatus, businessScopeView, CertificateInput, CertificateView, contractView, zizhiView } from '@yaocai/contract';
import { del, get, post, type RequestOptions } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/query-keys';

type OnError = RequestOptions['onError'];

export type BusinessScope = z.infer<typeof businessScopeView>;
export type Zizhi = z.infer<typeof zizhiView>;
export type ZizhiItem = Zizhi['items'][number];
export type ContractView = z.infer<typeof contractView>;
export type AgentStatus = z.infer<typeof agentStatus>;
export type AgentApplication = NonNullable<AgentStatus['application']>;

/** GET api/user/jyfw: the business scope granted at review. */
export const jyfwQuery = queryOptions({ queryKey: [...USER_QUERY_KEY, 'jyfw'], queryFn: () => get<BusinessScope>('/user/jyfw') });
/** GET /api/user/phone/{id}: the full phone (the User state masks it). */
export const fullPhoneQuery = (id: number) =>
  queryOptions({ queryKey: [...USER_QUERY_KEY, 'phone', id], queryFn: () => get<{ id: number; phone: string }>(`/user/phone/${id}`), staleTime: 0 });
/** GET api/user/zizhi: certificates with their expiry state and warnings. */
export const zizhiQuery = queryOptions({ queryKey: [...USER_QUERY_KEY, 'zizhi'], queryFn: () => get<Zizhi>('/user/zizhi'), staleTime: 0 });
/** GET /api/contract (/dzht). */
export const contractQuery = queryOptions({ queryKey: ['contract'], queryFn: () => get<ContractView>('/contract') });
/** GET /api/agent/apply (/kxdl). */
export const agentQuery = queryOptions({ queryKey: ['agent'], queryFn: () => get<AgentStatus>('/agent/apply'), staleTime: 0 });

export function updateUserInfo(body: { name: string; phone: string; code?: string }, onError: OnError) {
  return post<null>('/user/updateUserInfo', body, { onError });
}

export function changePassword(body: { old_password: string; password: string; password_confirmation: string }, onError: OnError) {
  return post<null>('/user/resetPassword', body, { onError });
}

export function renewCertificate(body: CertificateInput, onError: OnError) {
  return post<CertificateView>('/user/zizhi/renew', { ...body }, { onError });
}

export function bindWechat(code: string, onError: OnError) {
  return post<null>('/user/bind_wechat', { code }, { onError });
}

export function unbindWechat() {
  return del<null>('/user/unbind_wechat');
}

export function signContract(signerName: string, onError: OnError) {
  return post<ContractView>('/contract/sign', { signer_name: signerName, agree: 1 }, { onError });
}

export function applyAgent(body: { contact_name: string; phone: string; remark: string }, onError: OnError) {
  return post<AgentApplication>('/agent/apply', body, { onError });
}
