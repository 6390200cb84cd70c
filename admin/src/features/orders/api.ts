import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminOrderCounts, AdminOrderDetail, AdminOrderSummary, AfterSaleView } from '@yaocai/contract';
import { get } from '../../lib/api-client';
import { useOrdersScope } from './scope';

export type OrderCounts = z.infer<typeof adminOrderCounts>;
export const ORDERS_KEY = ['console', 'orders'] as const;

export function useOrders(q: { status?: number; keyword?: string; page: number; page_size: number }) {
  const { base } = useOrdersScope();
  return useQuery({
    queryKey: [...ORDERS_KEY, base, 'list', q],
    queryFn: ({ signal }) => get<{ list: AdminOrderSummary[]; total: number }>(`${base}/orders`, q, { signal }),
    placeholderData: (prev) => prev,
  });
}

export function useOrderCounts() {
  const { base } = useOrdersScope();
  return useQuery({
    queryKey: [...ORDERS_KEY, base, 'counts'],
    queryFn: ({ signal }) => get<OrderCounts>(`${base}/orders/counts`, undefined, { signal }),
  });
}

export function useOrder(id: number | null) {
  const { base } = useOrdersScope();
  return useQuery({
    queryKey: [...ORDERS_KEY, base, 'detail', id],
    queryFn: ({ signal }) => get<AdminOrderDetail>(`${base}/orders/${id}`, undefined, { signal }),
    enabled: id !== null,
  });
}

/** The latest 100 after-sales requests, by state and (`refunds`) only those that pay money back. */
export function useAfterSales(q: { status?: number; group?: 'refunds' | 'others' }) {
  const { base } = useOrdersScope();
  return useQuery({
    queryKey: [...ORDERS_KEY, base, 'after-sales', q],
    queryFn: ({ signal }) => get<AfterSaleView[]>(`${base}/after_sales`, q, { signal }),
    placeholderData: (prev) => prev,
  });
}
