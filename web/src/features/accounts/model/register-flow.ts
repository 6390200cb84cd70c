import { safeRedirect } from '../../../lib/safe-redirect';

/** The three registration pages: standard /register/stepN, the 注册会员 variant /register/dd/stepN, and WeChat. */
export type RegisterVariant = 'standard' | 'dd' | 'wechat';
export type RegisterStep = 1 | 2 | 3;

/** Where step N of a variant lives. WeChat registration only has its own first page; it goes on like the standard one. */
export function registerPath(variant: RegisterVariant, step: RegisterStep): string {
  if (variant === 'dd') return `/register/dd/step${step}`;
  if (variant === 'wechat' && step === 1) return '/register/wechat';
  return `/register/step${step}`;
}

/** The variant and step of a registration route name (route-table names: register_index_step2, register_dd_step3…). */
export function registerRoute(name: string | undefined): { variant: RegisterVariant; step: RegisterStep } {
  if (name === 'register_wechat') return { variant: 'wechat', step: 1 };
  const m = /^register_(index|dd)_step([123])$/.exec(name ?? '');
  if (!m) return { variant: 'standard', step: 1 };
  return { variant: m[1] === 'dd' ? 'dd' : 'standard', step: Number(m[2]) as RegisterStep };
}

/**
 * The step a signed-in member belongs on: certificates not submitted yet → 2; submitted, approved or refused → 3
 * (step 3 shows the reviewer's reason and leads back to step 2).
 */
export function stepForReview(reviewStatus: string): RegisterStep {
  return reviewStatus === 'incomplete' ? 2 : 3;
}

/** After a login: an unfinished or refused registration goes back to its step, everyone else where they came from. */
export function afterLoginPath(reviewStatus: string, redirect: string | null | undefined): string {
  if (reviewStatus === 'incomplete') return registerPath('standard', 2);
  if (reviewStatus === 'rejected') return registerPath('standard', 3);
  return safeRedirect(redirect);
}
