import type { App } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

/**
 * The UI the request client needs while living outside React: antd's context-aware message and modal (set by the
 * FeedbackBridge inside `<App>`) and the router's navigate (set when the router is created). Until they are wired,
 * calls are no-ops, which also keeps lib/ free of antd at runtime for the node unit tests.
 */
export interface Feedback {
  message: Pick<AppApi['message'], 'error' | 'warning' | 'success'> | null;
  modal: Pick<AppApi['modal'], 'warning' | 'confirm'> | null;
  navigate: ((to: string) => void) | null;
}

export const feedback: Feedback = { message: null, modal: null, navigate: null };

export function setFeedback(parts: Partial<Feedback>) {
  Object.assign(feedback, parts);
}

/** Full page reload: the Refresh button of the timeout alert and the one-off reload after login. */
export function reloadPage() {
  if (typeof window !== 'undefined') window.location.reload();
}

/** Where we are, as a router path (for `?redirect=`). */
export function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  return window.location.pathname + window.location.search;
}
