/**
 * Toasts and alerts for code the first screen loads (the request client, the cart): antd-mobile's Toast and Dialog are
 * fetched on first use, so the home page never waits for them (issue 46's first-load budget). Pages that show them
 * anyway import them directly.
 */
const ui = () => import('./feedback-ui');

export function toast(content: string, icon?: 'success' | 'fail') {
  void ui().then(({ Toast }) => Toast.show({ content, icon }));
}

export function alertDialog(opts: { title: string; content: string; confirmText: string; onConfirm: () => void }) {
  void ui().then(({ Dialog }) => Dialog.alert(opts));
}
