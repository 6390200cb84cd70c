import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, InputNumber, Select, Space } from 'antd';
import * as api from '@yaocai/contract/api';
import { SHELF_LIFE_CATEGORY_MAX, SHELF_LIFE_MAX_MONTHS, type UserState } from '@yaocai/contract';
import { call } from '../../../../lib/api-client';
import { useCommonData } from '../../../content/api/common-data';
import { CART_QUERY_KEY, USER_BASE_QUERY_KEY } from '../../../../lib/query-keys';
import styles from './centre.module.css';

/**
 * 最低剩余效期: the shortest remaining shelf life the pharmacy accepts. Goods below it are marked 效期不足 in lists, the
 * detail, the cart and 确认订单, and an order holding them needs an explicit confirmation. 0 means no minimum.
 */
export function ShelfLifeForm({ user }: { user: UserState }) {
  const [months, setMonths] = useState<number | null>(user.min_shelf_life_months);
  const [saving, run] = useSavePreference();
  const save = () => run(() => call(api.centre.shelfLife, { body: { months: months ?? 0 } }));
  return (
    <div data-testid="shelf-life-form">
      <Space align="center" wrap>
        <span>最低剩余效期</span>
        <InputNumber
          min={0}
          max={SHELF_LIFE_MAX_MONTHS}
          precision={0}
          value={months}
          onChange={setMonths}
          suffix="个月"
          style={{ width: 140 }}
          aria-label="最低剩余效期（月）"
        />
        <Button type="primary" loading={saving} onClick={() => void save()}>
          保存
        </Button>
      </Space>
      <p className={styles.muted} style={{ marginTop: 8 }}>
        有效期短于此的商品将标为“效期不足”，下单前需要您确认；填 0 表示不限。
      </p>
      <CategoryShelfLife user={user} />
    </div>
  );
}

/** Saving a 采购偏好: the call, then the profile (the setting) and the cart (each line's mark) read again. */
function useSavePreference(): [boolean, (write: () => Promise<unknown>) => Promise<void>] {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const run = async (write: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await write();
      message.success('已保存');
      void qc.invalidateQueries({ queryKey: USER_BASE_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: CART_QUERY_KEY });
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };
  return [saving, run];
}

type Rule = { category_id?: number; months: number | null };

/** 按分类设置: a minimum of its own for a top-level category (e.g. 中药饮片 6个月), overriding the general one there. */
function CategoryShelfLife({ user }: { user: UserState }) {
  const tops = useCommonData()?.category ?? [];
  const [rules, setRules] = useState<Rule[]>(user.shelf_life_categories.map((r) => ({ category_id: r.category_id, months: r.months })));
  const [saving, run] = useSavePreference();
  const set = (i: number, patch: Partial<Rule>) => setRules(rules.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const save = () =>
    run(() => {
      const categories = rules.flatMap((r) => (r.category_id && r.months ? [{ category_id: r.category_id, months: r.months }] : []));
      return call(api.centre.shelfLifeCategories, { body: { categories } });
    });
  return (
    <div data-testid="shelf-life-categories" style={{ marginTop: 12 }}>
      <div style={{ marginBottom: 8 }}>按分类设置（优先于上面的通用设置）</div>
      <Space direction="vertical">
        {rules.map((r, i) => (
          <Space key={i} align="center">
            <Select
              placeholder="一级分类"
              style={{ width: 180 }}
              value={r.category_id}
              onChange={(v: number) => set(i, { category_id: v })}
              options={tops.map((c) => ({ value: c.id, label: c.name, disabled: rules.some((x, k) => k !== i && x.category_id === c.id) }))}
              aria-label="一级分类"
            />
            <InputNumber
              min={1}
              max={SHELF_LIFE_MAX_MONTHS}
              precision={0}
              value={r.months}
              onChange={(v) => set(i, { months: v })}
              suffix="个月"
              style={{ width: 140 }}
              aria-label="分类最低剩余效期（月）"
            />
            <Button type="link" onClick={() => setRules(rules.filter((_, k) => k !== i))}>
              删除
            </Button>
          </Space>
        ))}
        <Space>
          <Button disabled={rules.length >= SHELF_LIFE_CATEGORY_MAX} onClick={() => setRules([...rules, { months: 12 }])}>
            添加分类
          </Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            保存分类设置
          </Button>
        </Space>
      </Space>
    </div>
  );
}
