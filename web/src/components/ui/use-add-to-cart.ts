import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { UserState } from '@yaocai/contract';
import { currentPath } from '../../lib/feedback';
import { ADD_TO_CART_DELAY_MS, addToCart, addToCartLevel, CART_QUERY_KEY, USER_BASE_QUERY_KEY, type AddToCartItem } from '../../lib/cart-add';

const CONFLICT = 409;

/**
 * The one add-to-cart action of every page (spec §8–§9): guests go to /login; members post 200 ms after the click,
 * read the server's message (success icon, or warning icon when some goods were refused), then reload ['cart'] and
 * the session so the header and side-bar badges show the server's count.
 */
export function useAddToCart() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const add = useCallback(
    (items: AddToCartItem[]) => {
      // The session is already loaded by the page frame; read it at click time rather than subscribing every card.
      const user = queryClient.getQueryData<UserState | null>(USER_BASE_QUERY_KEY);
      if (!user) {
        navigate(`/login?redirect=${encodeURIComponent(currentPath())}`);
        return;
      }
      if (timer.current) clearTimeout(timer.current);
      setPending(true);
      timer.current = setTimeout(async () => {
        timer.current = null;
        try {
          const { code, msg, data } = await addToCart(items, (err) => {
            // Nothing could be added (stock, rights, limits): the server says why — a warning, not an error alert.
            if (err.code !== CONFLICT) return false;
            message.warning(err.message);
            return true;
          });
          if (addToCartLevel(code, data.refused) === 'success') message.success(msg || '加入购物车成功');
          else message.warning(msg);
        } catch {
          // Already shown by the request client.
        } finally {
          setPending(false);
          void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
          void queryClient.invalidateQueries({ queryKey: USER_BASE_QUERY_KEY });
        }
      }, ADD_TO_CART_DELAY_MS);
    },
    [message, navigate, queryClient],
  );

  return { add, pending };
}
