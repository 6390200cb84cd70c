import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';

/** antd's message and modal of the mounted <App>, and the router's navigate: set once by the shell. */
export const feedback: { message?: MessageInstance; modal?: ModalHookAPI; navigate?: (to: string) => void } = {};

/** Called from effects of the shell (a render never writes module state). */
export function setFeedback(parts: Partial<typeof feedback>) {
  Object.assign(feedback, parts);
}

/** The console path the operator is on (without the /admin base), for the way back after signing in. */
export function consolePath(): string {
  const p = window.location.pathname.replace(/^\/admin/, '') || '/';
  return p + window.location.search;
}
