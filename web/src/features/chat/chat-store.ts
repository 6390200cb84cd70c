import { useSyncExternalStore } from 'react';

/** Where the chat dialog opens: a shop, with the goods or order the member is looking at to send as a card. */
export interface ChatTarget {
  shopId: number;
  goodsId?: number;
  orderId?: number;
}

let target: ChatTarget | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Opens the chat dialog (mounted once in the site layout) on a shop's conversation. */
export function openChat(t: ChatTarget) {
  target = { ...t };
  emit();
}

export function closeChat() {
  target = null;
  emit();
}

export function useChatTarget(): ChatTarget | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => target,
  );
}
