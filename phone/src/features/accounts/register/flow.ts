import { safeRedirect } from '../../../lib/navigation';

/**
 * The registration pages' addresses (spec §2, the desktop's register-flow.ts): standard /register/stepN, the 注册会员
 * variant /register/dd/stepN, and /register/wechat (WeChat's own first step, then the standard steps 2 and 3).
 */
export type RegisterVariant = 'standard' | 'dd' | 'wechat';
export type RegisterStep = 1 | 2 | 3;

export function registerPath(variant: RegisterVariant, step: RegisterStep): string {
  if (variant === 'dd') return `/register/dd/step${step}`;
  if (variant === 'wechat' && step === 1) return '/register/wechat';
  return `/register/step${step}`;
}

/** The variant and step of a registration address; null for one that is no step (the page then goes to step 1). */
export function registerRoute(pathname: string): { variant: RegisterVariant; step: RegisterStep } | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/register/wechat') return { variant: 'wechat', step: 1 };
  const m = /^\/register(\/dd)?\/step([123])$/.exec(path);
  return m ? { variant: m[1] ? 'dd' : 'standard', step: Number(m[2]) as RegisterStep } : null;
}

/** The step a signed-in member belongs on: certificates not submitted yet → 2; submitted, approved or refused → 3. */
export function stepForReview(reviewStatus: string): RegisterStep {
  return reviewStatus === 'incomplete' ? 2 : 3;
}

/** After a login: an unfinished or refused registration goes back to its step, everyone else where they came from. */
export function afterLoginPath(reviewStatus: string, redirect: string | null | undefined): string {
  if (reviewStatus === 'incomplete') return registerPath('standard', 2);
  if (reviewStatus === 'rejected') return registerPath('standard', 3);
  return safeRedirect(redirect);
}
