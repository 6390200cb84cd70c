import { useEffect } from 'react';

/** Room kept clear above and below a field: a NavBar on top, a fixed 保存 bar at the foot. */
const TOP_CLEAR = 56;
const BOTTOM_CLEAR = 80;

function isField(el: Element | null): el is HTMLElement {
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || (el instanceof HTMLElement && el.isContentEditable);
}

/** Scrolls the focused field to the middle of what is visible when the keyboard (or anything) has covered it. */
export function revealFocusedField(): void {
  const el = document.activeElement;
  if (!isField(el)) return;
  const vv = window.visualViewport;
  const top = vv ? vv.offsetTop : 0;
  const height = vv ? vv.height : window.innerHeight;
  const r = el.getBoundingClientRect();
  if (r.top < top + TOP_CLEAR || r.bottom > top + height - BOTTOM_CLEAR) el.scrollIntoView({ block: 'center' });
}

/**
 * The keyboard never hides the field being typed: when a field takes the focus, and whenever the visible area shrinks
 * (the keyboard sliding up shrinks the visual viewport on iOS and the layout viewport on Android), the focused field is
 * scrolled back into the part of the screen that is left. A page with a form calls this once.
 */
export function useFieldInView(): void {
  useEffect(() => {
    let frame = 0;
    const soon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(revealFocusedField);
    };
    const vv = window.visualViewport;
    document.addEventListener('focusin', soon);
    window.addEventListener('resize', soon);
    vv?.addEventListener('resize', soon);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', soon);
      window.removeEventListener('resize', soon);
      vv?.removeEventListener('resize', soon);
    };
  }, []);
}

/** After a refused submit: the first field with an error is scrolled to the middle of the screen (it may sit above). */
export function revealFirstError(): void {
  requestAnimationFrame(() => document.querySelector('.adm-form-item-has-error')?.scrollIntoView({ block: 'center' }));
}
