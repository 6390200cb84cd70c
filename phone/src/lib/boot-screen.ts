import { useEffect } from 'react';

/**
 * The first screen the server drew into this page load's HTML (server core/http/phone-first-screen.ts), if any: it lies
 * over the app (taps pass through) until the page under it shows the same — its data and its largest picture — and is
 * then removed, so the buyer sees the page at once and never a spinner in between.
 */
const boot = typeof document === 'undefined' ? null : document.getElementById('boot');

export function releaseBootScreen() {
  boot?.remove();
}

/** For a page the server draws first: removes that drawing once `ready`, or when the page is left. */
export function useReleaseBootScreen(ready: boolean) {
  useEffect(() => {
    if (ready) releaseBootScreen();
  }, [ready]);
  useEffect(() => releaseBootScreen, []);
}

// Never longer than this: a page that cannot say it is ready (a slow answer, an error) still shows itself.
if (boot) window.setTimeout(releaseBootScreen, 10_000);
