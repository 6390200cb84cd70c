import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminOrderCounts, AdminOrderDetail, AdminOrderSummary, AfterSaleView } from '@yaocai/contract';
import { get } from '../../lib/api-client';

export type OrderCounts = z.infer<typeof adminOrderCounts>;
export const ORDERS_KEY = ['console', 'orders'] as const;

export function useOrders(q: { status?: number; keyword?: string; page: number; page_size: number }) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', q],
    queryFn: ({ signal }) => get<{ list: AdminOrderSummary[]; total: number }>('/orders', q, { signal }),
    placeholderData: (prev) => prev,
  });
}

export function useOrderCounts() {
  return useQuery({ queryKey: [...ORDERS_KEY, 'counts'], queryFn: ({ signal }) => get<OrderCounts>('/orders/counts', undefined, { signal }) });
}

export function useOrder(id: number | null) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: ({ signal }) => get<AdminOrderDetail>(`/orders/${id}`, undefined, { signal }),
    enabled: id !== null,
  });
}

export function useAfterSales(status?: number) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'after-sales', status],
    queryFn: ({ signal }) => get<AfterSaleView[]>('/after_sales', { status }, { signal }),
  });
}
