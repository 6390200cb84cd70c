import { CODE } from '@yaocai/contract';

/**
 * An expected refusal the client should see: a 4xx with a Chinese message (spec §8).
 * Services return typed failures; routes turn them into these. Anything else that throws is a bug → 500.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const loginRequired = () => new HttpError(401, '请先登录', CODE.loginRequired);
export const forbidden = (msg = '无权访问') => new HttpError(403, msg);
export const notFound = (msg = '资源不存在') => new HttpError(404, msg);
export const conflict = (msg: string) => new HttpError(409, msg);
export const tooMany = (msg = '操作过于频繁，请稍后再试') => new HttpError(429, msg);
export const contractRequired = (msg = '请先签署电子合同') => new HttpError(459, msg, CODE.contractRequired);
/** 422 for one field, Laravel style. */
export const invalidField = (field: string, msg: string) => new HttpError(422, msg, CODE.validation, { [field]: [msg] });

/** A business failure returned (not thrown) by a service; the route maps `kind` to a status. */
export interface Failure<K extends string = string> {
  ok: false;
  kind: K;
  message: string;
  field?: string;
}
export type Result<T, K extends string = string> = { ok: true; value: T } | Failure<K>;
export const success = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const failure = <K extends string>(kind: K, message: string, field?: string): Failure<K> => ({
  ok: false,
  kind,
  message,
  field,
});

const STATUS_BY_KIND: Record<string, number> = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  insufficient_stock: 409,
  rate_limited: 429,
  contract_required: 459,
};

/** Unwraps a service result or throws the matching HttpError: the one place kinds become statuses. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const status = STATUS_BY_KIND[result.kind] ?? 400;
  if (status === 422) throw invalidField(result.field ?? 'form', result.message);
  if (status === 401) throw new HttpError(401, result.message, CODE.loginRequired);
  return fail(status, result.message);
}

function fail(status: number, message: string): never {
  throw new HttpError(status, message, status === 459 ? CODE.contractRequired : status);
}
