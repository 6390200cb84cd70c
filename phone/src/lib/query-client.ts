import { ApiError } from '@yaocai/contract';
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A phone on a counter's Wi-Fi: one more try after a network or server failure; a refusal (not found, not
      // allowed) is the answer and shows at once.
      retry: (count, err) => count < 1 && !(err instanceof ApiError && err.kind === 'http' && err.code < 500),
      // No refetch each time the buyer comes back from another app.
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});

/** Keys shared by pages: the signed-in member and the cart (its badge on the tab bar). */
export const USER_KEY = ['user', 'base'] as const;
export const CART_KEY = ['cart'] as const;
