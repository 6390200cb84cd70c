import { createContext, useContext, type ReactNode } from 'react';
import { GoodsSourceProvider } from '../../components/goods-select';
import { useCatalogOptions } from '../../lib/reference-data';
import { useCanWrite, useMerchantCanWrite, useOperator } from '../../lib/session';

/**
 * Whose promotions the pages work on: the platform's (every shop, /admin/api/promotions…) or a merchant's own shop's
 * (/admin/api/merchant/promotions…, the same lists and forms with the shop fixed; the server scopes every call).
 */
export interface PromotionsScope {
  base: '/promotions' | '/merchant/promotions';
  /** The merchant's shop; null for the platform's operators. */
  shop: { id: number; name: string } | null;
}
const PLATFORM: PromotionsScope = { base: '/promotions', shop: null };
const ScopeContext = createContext<PromotionsScope>(PLATFORM);
export const usePromotionsScope = () => useContext(ScopeContext);

/** Wraps a promotions page for a merchant account: its shop's calls, its shop's goods in every picker. */
export function MerchantPromotions({ children }: { children: ReactNode }) {
  const { data: op } = useOperator();
  if (!op?.shop) return null;
  return (
    <ScopeContext.Provider value={{ base: '/merchant/promotions', shop: op.shop }}>
      <GoodsSourceProvider value="/merchant/goods">{children}</GoodsSourceProvider>
    </ScopeContext.Provider>
  );
}

/**
 * The contract handles a page calls in this scope: the platform's group (`api.couponsConsole`, /admin/api/promotions…)
 * or the merchant's (`api.couponsMerchant`, /admin/api/merchant/promotions…) — the same calls, each audience's URLs.
 */
export function usePromotionsApi<P, M>(platform: P, merchant: M): P | M {
  return usePromotionsScope().shop ? merchant : platform;
}

/** May the signed-in account change promotions in this scope? (The server checks again on every call.) */
export function usePromotionsCanWrite(): boolean {
  const { shop } = usePromotionsScope();
  const platform = useCanWrite('promotions');
  const merchant = useMerchantCanWrite('promotions');
  return shop ? merchant : platform;
}

/** The shops a filter or form offers: every shop for the platform, the merchant's own only. */
export function usePromotionShops(): Array<{ id: number; short_name: string }> {
  const { shops } = useCatalogOptions();
  const { shop } = usePromotionsScope();
  return shop ? shops.filter((s) => s.id === shop.id) : shops;
}
