import { useEffect, useState } from 'react';
import { Cascader } from 'antd';
import { regionOptions, type RegionOption } from './region-options';

/** The division data (~160 kB) is fetched once, when the first picker mounts, never on the home page. */
let loading: Promise<RegionOption[]> | null = null;
function loadRegions(): Promise<RegionOption[]> {
  loading ??= import('@vant/area-data').then((m) => regionOptions(m.areaList));
  return loading;
}

interface Props {
  value?: string[];
  onChange?: (value: string[]) => void;
  placeholder?: string;
  id?: string;
}

/** Province → city → district by name, from @vant/area-data (the same data the server checks against). */
export function RegionCascader({ value, onChange, placeholder = '请选择省 / 市 / 区', id }: Props) {
  const [options, setOptions] = useState<RegionOption[]>([]);
  useEffect(() => {
    let live = true;
    void loadRegions().then((o) => live && setOptions(o));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div data-testid="region-cascader">
      <Cascader
        id={id}
        style={{ width: '100%' }}
        options={options}
        value={value}
        onChange={(v) => onChange?.((v ?? []) as string[])}
        placeholder={placeholder}
        loading={options.length === 0}
        showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input.trim())) }}
        allowClear
      />
    </div>
  );
}
