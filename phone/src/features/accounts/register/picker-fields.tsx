import { useEffect, useState } from 'react';
import { Cascader, DatePicker } from 'antd-mobile';
import { chinaToday } from '@yaocai/contract';
import { loadRegions, type RegionOption } from './regions';
import { registerText as t } from './text';
import styles from './register.module.css';

/** What a picker field shows: its value, or the placeholder greyed. */
function Shown({ text, placeholder, testId, onOpen }: { text: string; placeholder: string; testId: string; onOpen: () => void }) {
  return (
    <button type="button" className={text ? styles.picked : styles.unpicked} onClick={onOpen} data-testid={testId}>
      {text || placeholder}
    </button>
  );
}

/** Province → city → district by name in antd-mobile's Cascader (tabs, one list per level), over the desktop's data. */
export function RegionField({ value, onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<RegionOption[]>([]);
  useEffect(() => {
    let live = true;
    void loadRegions().then((o) => live && setOptions(o));
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <Shown text={value?.length === 3 ? value.join(' ') : ''} placeholder={t.regionPlaceholder} testId="phone-region" onOpen={() => setOpen(true)} />
      <Cascader
        title={t.region}
        options={options}
        loading={options.length === 0}
        visible={open}
        value={value}
        onClose={() => setOpen(false)}
        onConfirm={(v) => onChange?.(v.map(String))}
      />
    </>
  );
}

/** `YYYY-MM-DD` of the calendar day a picker's Date stands for (the picker builds dates at local midnight). */
const dayOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const dateOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

/** A certificate's expiry: a day from today (China time) on, as `YYYY-MM-DD`, picked on antd-mobile's wheels. */
export function ExpiryField({ value, onChange, testId }: { value?: string | null; onChange?: (v: string) => void; testId?: string }) {
  const [open, setOpen] = useState(false);
  const today = chinaToday();
  const min = dateOf(today);
  const max = new Date(min.getFullYear() + 30, 11, 31);
  return (
    <>
      <Shown text={value ?? ''} placeholder={t.pickDate} testId={testId ?? 'phone-expiry'} onOpen={() => setOpen(true)} />
      <DatePicker
        title={t.certExpiry}
        visible={open}
        min={min}
        max={max}
        value={value ? dateOf(value) : undefined}
        defaultValue={new Date(min.getFullYear() + 5, min.getMonth(), min.getDate())}
        onClose={() => setOpen(false)}
        onConfirm={(d) => onChange?.(dayOf(d))}
      />
    </>
  );
}
