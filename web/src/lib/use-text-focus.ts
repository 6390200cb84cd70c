import { useSyncExternalStore } from 'react';

/** A field the user types into: text inputs, text areas and editable regions (not buttons, checkboxes or links). */
export function isTextField(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLTextAreaElement) return true;
  if (el instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'].includes(el.type);
  return el instanceof HTMLElement && el.isContentEditable;
}

function subscribe(onChange: () => void) {
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
  };
}

/**
 * True while the user is typing somewhere on the page (the header search, a form): what a promotional pop-up waits
 * for before it shows, so it never cuts into typing nor covers a search box's suggestions with its mask.
 */
export function useTextFocus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isTextField(document.activeElement),
    () => false,
  );
}
