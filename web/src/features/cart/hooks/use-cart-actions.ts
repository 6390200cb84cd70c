import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { USER_BASE_QUERY_KEY } from '../../../lib/cart-add';
import { cartKeys, deleteCartLines, setCartAddon, editCartLine, selectCartLines } from '../api/cart';
import { cartText as t } from '../text';

/**
 * The cart's writes, shared by the cart page and the side-bar panel: each one ends by reloading ['cart'] so every
 * figure on screen is the server's (and the session, whose count feeds the badges).
 */
export function useCartActions() {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();

  const reload = useCallback(
    () => Promise.all([queryClient.invalidateQueries({ queryKey: cartKeys.all }), queryClient.invalidateQueries({ queryKey: USER_BASE_QUERY_KEY })]),
    [queryClient],
  );

  const select = useCallback(
    async (ids: number[], selected: boolean) => {
      if (ids.length === 0) return;
      try {
        await selectCartLines(ids, selected);
      } finally {
        await reload();
      }
    },
    [reload],
  );

  const edit = useCallback(
    async (lineId: number, number: number) => {
      try {
        await editCartLine(lineId, number);
      } finally {
        // On a 422/409 the client has shown the server's message; the reload puts the stored quantity back.
        await reload();
      }
    },
    [reload],
  );

  /** Asks first (spec §8: 确定删除这件商品吗?), then deletes. */
  const remove = useCallback(
    (ids: number[], content: string = t.confirmRemove) => {
      if (ids.length === 0) {
        message.warning(t.noneSelected);
        return;
      }
      modal.confirm({
        title: t.confirmTitle,
        content,
        okText: t.ok,
        cancelText: t.cancel,
        onOk: async () => {
          try {
            await deleteCartLines(ids);
            message.success(t.removed);
          } finally {
            await reload();
          }
        },
      });
    },
    [message, modal, reload],
  );

  /** Takes or drops a line's 换购 (an explicit choice: never added by itself). */
  const addon = useCallback(
    async (lineId: number, take: boolean) => {
      try {
        await setCartAddon(lineId, take);
      } finally {
        await reload();
      }
    },
    [reload],
  );

  return { select, edit, remove, reload, addon };
}
