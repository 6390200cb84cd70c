import { queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { CertificateInput, OutputOf } from '@yaocai/contract';
import { call, type RequestOptions } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/query-keys';

type OnError = RequestOptions['onError'];

export type BusinessScope = OutputOf<typeof api.centre.jyfw>;
export type Zizhi = OutputOf<typeof api.centre.zizhi>;
export type ZizhiItem = Zizhi['items'][number];
export type ContractView = OutputOf<typeof api.centre.contract>;
export type AgentStatus = OutputOf<typeof api.centre.agent>;
export type AgentApplication = NonNullable<AgentStatus['application']>;

/** GET api/user/jyfw: the business scope granted at review. */
export const jyfwQuery = queryOptions({ queryKey: [...USER_QUERY_KEY, 'jyfw'], queryFn: () => call(api.centre.jyfw) });
/** GET /api/user/phone/{id}: the full phone (the User state masks it). */
export const fullPhoneQuery = (id: number) =>
  queryOptions({ queryKey: [...USER_QUERY_KEY, 'phone', id], queryFn: () => call(api.centre.phone, { params: { id } }), staleTime: 0 });
/** GET api/user/zizhi: certificates with their expiry state and warnings. */
export const zizhiQuery = queryOptions({ queryKey: [...USER_QUERY_KEY, 'zizhi'], queryFn: () => call(api.centre.zizhi), staleTime: 0 });
/** GET /api/contract (/dzht). */
export const contractQuery = queryOptions({ queryKey: ['contract'], queryFn: () => call(api.centre.contract) });
/** GET /api/agent/apply (/kxdl). */
export const agentQuery = queryOptions({ queryKey: ['agent'], queryFn: () => call(api.centre.agent), staleTime: 0 });

export function updateUserInfo(body: { name: string; phone: string; code?: string }, onError: OnError) {
  return call(api.centre.updateUserInfo, { body }, { onError });
}

export function changePassword(body: { old_password: string; password: string; password_confirmation: string }, onError: OnError) {
  return call(api.centre.changePassword, { body }, { onError });
}

export function renewCertificate(body: CertificateInput, onError: OnError) {
  return call(api.centre.renew, { body: { ...body } }, { onError });
}

export function bindWechat(code: string, onError: OnError) {
  return call(api.centre.bindWechat, { body: { code } }, { onError });
}

export function unbindWechat() {
  return call(api.centre.unbindWechat);
}

export function signContract(signerName: string, onError: OnError) {
  return call(api.centre.signContract, { body: { signer_name: signerName, agree: 1 } }, { onError });
}

export function applyAgent(body: { contact_name: string; phone: string; remark: string }, onError: OnError) {
  return call(api.centre.applyAgent, { body }, { onError });
}
