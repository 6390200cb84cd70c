import { createContext, useContext, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { fenToYuanInput } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call } from '../lib/api-client';

export type GoodsOption = { value: number; label: string };

/** Where the pickers search: the platform's goods list, or a merchant's own (/merchant/goods, its shop only). */
const GoodsSource = createContext<'/goods' | '/merchant/goods'>('/goods');
export const GoodsSourceProvider = GoodsSource.Provider;

/**
 * A Select of goods on sale, searched on the server (name, maker, pinyin, approval number) — of one shop when
 * `shopId` is given, and then only once a shop is chosen (`requireShop`). `known` labels ids chosen before.
 */
export function GoodsSelect(props: {
  shopId?: number;
  requireShop?: boolean;
  multiple?: boolean;
  value?: number | number[];
  onChange?: (v: number | number[]) => void;
  known?: GoodsOption[];
  testId?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const source = useContext(GoodsSource);
  const ready = !props.requireShop || !!props.shopId;
  const { data, isFetching } = useQuery({
    queryKey: ['console', 'goods-picker', source, props.shopId, keyword],
    queryFn: ({ signal }) => {
      const query = { shop_id: props.shopId, keyword: keyword || undefined, status: 'on_sale', page_size: 20 } as const;
      return source === '/merchant/goods' ? call(api.goodsMerchant.list, { query }, { signal }) : call(api.goodsConsole.list, { query }, { signal });
    },
    enabled: ready,
    staleTime: 30_000,
  });
  const found = (data?.list ?? []).map((g) => ({ value: g.id, label: `${g.name} ${g.spec}（¥${fenToYuanInput(g.base_price)}）` }));
  const options = [...(props.known ?? []).filter((k) => !found.some((f) => f.value === k.value)), ...found];
  return (
    <Select
      mode={props.multiple ? 'multiple' : undefined}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      disabled={!ready}
      placeholder={ready ? '输入商品名、厂家或批准文号搜索' : '请先选择店铺'}
      options={options}
      value={props.value as never}
      onChange={(v: number | number[]) => props.onChange?.(v)}
      style={{ width: '100%' }}
      data-testid={props.testId}
    />
  );
}
