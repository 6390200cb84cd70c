import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  // A phone on a counter's Wi-Fi: one retry, and no refetch each time the buyer comes back from another app.
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

/** Keys shared by pages: the signed-in member and the cart (its badge on the tab bar). */
export const USER_KEY = ['user', 'base'] as const;
export const CART_KEY = ['cart'] as const;
