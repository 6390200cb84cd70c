import { createContext, useContext } from 'react';
import * as api from '@yaocai/contract/api';
import { useCanWrite, useMerchantCanWrite } from '../../lib/session';

/**
 * Whose orders the pages work on: the platform's (every shop, /admin/api/orders…) or a merchant's own shop's
 * (/admin/api/merchant/orders…, the same queue, drawer and actions; the server scopes every call to the shop).
 */
export interface OrdersScope {
  base: '' | '/merchant';
  merchant: boolean;
}
export const PLATFORM_ORDERS: OrdersScope = { base: '', merchant: false };
export const MERCHANT_ORDERS: OrdersScope = { base: '/merchant', merchant: true };

const ScopeContext = createContext<OrdersScope>(PLATFORM_ORDERS);
export const OrdersScopeProvider = ScopeContext.Provider;
export const useOrdersScope = () => useContext(ScopeContext);

/** The scope's contract handles: the platform's order calls (/admin/api/orders…) or the merchant's (/admin/api/merchant/…). */
export function useOrdersApi(): typeof api.ordersConsole | typeof api.ordersMerchant {
  return useOrdersScope().merchant ? api.ordersMerchant : api.ordersConsole;
}

/** The scope's 药品追溯码 handles (manifests, a code's history, the packing relation). */
export function useTraceApi(): typeof api.traceConsole | typeof api.traceMerchant {
  return useOrdersScope().merchant ? api.traceMerchant : api.traceConsole;
}

/** The scope's 药品召回 handles: the platform's board of every shop, or the merchant's own recalls. */
export function useRecallsApi(): typeof api.recallsConsole | typeof api.recallsMerchant {
  return useOrdersScope().merchant ? api.recallsMerchant : api.recallsConsole;
}

/** May the signed-in account ship and decide order handling in this scope? (The server checks again on every call.) */
export function useOrdersCanWrite(): boolean {
  const scope = useOrdersScope();
  const platform = useCanWrite('orders');
  const merchant = useMerchantCanWrite('orders');
  return scope.merchant ? merchant : platform;
}

/**
 * May it pay money back (a refund, or deciding a 退货退款 / 仅退款 request)? On the platform that is the finance area
 * (财务, 超级管理员); a merchant's order staff refund their own shop's orders.
 */
export function useOrdersCanRefund(): boolean {
  const scope = useOrdersScope();
  const platform = useCanWrite('finance');
  const merchant = useMerchantCanWrite('orders');
  return scope.merchant ? merchant : platform;
}
