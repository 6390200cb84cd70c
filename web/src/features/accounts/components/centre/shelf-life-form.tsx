import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, InputNumber, Space } from 'antd';
import * as api from '@yaocai/contract/api';
import { SHELF_LIFE_MAX_MONTHS, type UserState } from '@yaocai/contract';
import { call } from '../../../../lib/api-client';
import { CART_QUERY_KEY, USER_BASE_QUERY_KEY } from '../../../../lib/query-keys';
import styles from './centre.module.css';

/**
 * 最低剩余效期: the shortest remaining shelf life the pharmacy accepts. Goods below it are marked 效期不足 in lists, the
 * detail, the cart and 确认订单, and an order holding them needs an explicit confirmation. 0 means no minimum.
 */
export function ShelfLifeForm({ user }: { user: UserState }) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [months, setMonths] = useState<number | null>(user.min_shelf_life_months);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await call(api.centre.shelfLife, { body: { months: months ?? 0 } });
      message.success('已保存');
      // Carts and previews carry each line's mark; the profile carries the setting.
      void qc.invalidateQueries({ queryKey: USER_BASE_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: CART_QUERY_KEY });
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };
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
    </div>
  );
}
