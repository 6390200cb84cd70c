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
    /** Seconds until a refused caller may try again (a 429's Retry-After header). */
    readonly retryAfterSec?: number,
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

/**
 * The closed vocabulary of business failures. Each kind has one status (and envelope code) here and nowhere else;
 * a kind that is not in this table does not typecheck.
 */
export const FAILURE_STATUS = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  insufficient_stock: 409,
  rate_limited: 429,
  contract_required: 459,
} as const;
export type FailureKind = keyof typeof FAILURE_STATUS;

/** A business failure returned (not thrown) by a service; `unwrap` maps `kind` to a status. */
export interface Failure<K extends FailureKind = FailureKind> {
  ok: false;
  kind: K;
  message: string;
  field?: string;
  /** A rate limit's wait in seconds: the answer's Retry-After. */
  retryAfterSec?: number;
}
export type Result<T, K extends FailureKind = FailureKind> = { ok: true; value: T } | Failure<K>;
export const success = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const failure = <K extends FailureKind>(kind: K, message: string, field?: string): Failure<K> => ({
  ok: false,
  kind,
  message,
  field,
});

/**
 * A refusal inside a transaction: thrown so that the transaction rolls back, turned back into a returned Failure by
 * `refusable`. Only `refuse` throws it; anything else thrown inside is a bug and stays a 500.
 */
export class Refusal extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Refuses the current transaction (rolled back) with a business failure, 409 unless another kind is named. */
export function refuse(message: string, kind: FailureKind = 'conflict', field?: string): never {
  throw new Refusal(kind, message, field);
}

/**
 * Runs work that may `refuse` (usually a whole `database.transaction(...)`) and returns its value, or the refusal as a
 * Failure once everything it wrote has rolled back. `translate` words a lower layer's typed error for this caller.
 */
export async function refusable<T>(work: () => Promise<T>, translate?: (err: unknown) => Failure | undefined): Promise<Result<T>> {
  try {
    return success(await work());
  } catch (err) {
    if (err instanceof Refusal) return failure(err.kind, err.message, err.field);
    // A lower layer's own refusal (a wallet that would go negative) worded for this caller.
    const translated = translate?.(err);
    if (translated) return translated;
    throw err;
  }
}

/** A refusal because a limit was reached: 429 with the wait in its Retry-After header. */
export const rateLimited = (message: string, retryAfterSec: number): Failure<'rate_limited'> => ({
  ...failure('rate_limited', message),
  retryAfterSec: Math.max(1, Math.ceil(retryAfterSec)),
});

/** Unwraps a service result or throws the matching HttpError: the one place kinds become statuses. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const status: number = FAILURE_STATUS[result.kind];
  if (status === 422) throw invalidField(result.field ?? 'form', result.message);
  if (status === 401) throw new HttpError(401, result.message, CODE.loginRequired);
  if (status === 459) throw new HttpError(459, result.message, CODE.contractRequired);
  throw new HttpError(status, result.message, status, undefined, result.retryAfterSec);
}
