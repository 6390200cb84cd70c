/**
 * Whether the person asked their system for less motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3): the apps then
 * turn antd's animations off and stop carousels and tickers from moving by themselves. Framework-free (and typed
 * without the DOM library, which the server's build has not), for React's
 * `useSyncExternalStore(onReducedMotionChange, prefersReducedMotion, () => false)` in each app.
 */
const QUERY = '(prefers-reduced-motion: reduce)';

interface MediaQuery {
  matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}
const media = (): MediaQuery | null => {
  const matchMedia = (globalThis as { matchMedia?: (query: string) => MediaQuery }).matchMedia;
  return typeof matchMedia === 'function' ? matchMedia(QUERY) : null;
};

export function prefersReducedMotion(): boolean {
  return media()?.matches ?? false;
}

export function onReducedMotionChange(callback: () => void): () => void {
  const query = media();
  query?.addEventListener('change', callback);
  return () => query?.removeEventListener('change', callback);
}
