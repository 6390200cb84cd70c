import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminOrderCounts } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { useOrdersApi, useOrdersScope } from './scope';

export type OrderCounts = z.infer<typeof adminOrderCounts>;
export const ORDERS_KEY = ['console', 'orders'] as const;

export function useOrders(q: { status?: number; keyword?: string; page: number; page_size: number }) {
  const { base } = useOrdersScope();
  const orders = useOrdersApi();
  return useQuery({
    queryKey: [...ORDERS_KEY, base, 'list', q],
    queryFn: ({ signal }) => call(orders.list, { query: q }, { signal }),
    placeholderData: (prev) => prev,
  });
}

export function useOrderCounts() {
  const { base } = useOrdersScope();
  const orders = useOrdersApi();
  return useQuery({
    queryKey: [...ORDERS_KEY, base, 'counts'],
    queryFn: ({ signal }) => call(orders.counts, {}, { signal }),
  });
}

export function useOrder(id: number | null) {
  const { base } = useOrdersScope();
  const orders = useOrdersApi();
  return useQuery({
    queryKey: [...ORDERS_KEY, base, 'detail', id],
    queryFn: ({ signal }) => call(orders.detail, { params: { id: id as number } }, { signal }),
    enabled: id !== null,
  });
}

/** The latest 100 after-sales requests, by state and (`refunds`) only those that pay money back. */
export function useAfterSales(q: { status?: number; group?: 'refunds' | 'others' }) {
  const { base } = useOrdersScope();
  const orders = useOrdersApi();
  return useQuery({
    queryKey: [...ORDERS_KEY, base, 'after-sales', q],
    queryFn: ({ signal }) => call(orders.afterSales, { query: q }, { signal }),
    placeholderData: (prev) => prev,
  });
}
