import { Select } from 'antd';
import { useCatalogOptions } from '../lib/reference-data';

/** The lists' 店铺 filter: every shop by its short name, searchable; cleared means all shops. */
export function ShopFilter({ value, onChange, width = 160 }: { value?: number; onChange: (id: number | undefined) => void; width?: number }) {
  const { shops } = useCatalogOptions();
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="店铺"
      style={{ width }}
      value={value}
      options={shops.map((s) => ({ value: s.id, label: s.short_name }))}
      onChange={onChange}
    />
  );
}
