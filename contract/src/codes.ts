/**
 * Success and error codes of spec §8. The HTTP status carries the same meaning. Kept apart from the zod schemas so the
 * storefront's first load (the request client needs these) does not carry zod.
 */
export const CODE = {
  ok: 10000,
  loginRequired: 10001,
  validation: 422,
  contractRequired: 459,
  /** Console: the account must bind its authenticator (second factor) before any other call (403). */
  totpEnrolRequired: 10403,
} as const;
