import { Alert, Checkbox } from 'antd';
import type { CartLine } from '@yaocai/contract';

/**
 * Lines whose batch expires before the member's 最低剩余效期 (set in 基本信息): named with their expiry, and a tick the
 * buyer must give before 提交订单 (the server refuses the order without it).
 */
export function ShortExpiryConfirm({ lines, checked, onChange }: { lines: CartLine[]; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ margin: '12px 0' }}
      data-testid="short-expiry"
      title="以下商品的有效期不足您设置的最低剩余效期"
      description={
        <>
          <ul style={{ margin: '4px 0 8px', paddingLeft: 18 }}>
            {lines.map((l) => (
              <li key={l.id}>
                {l.goods.name}（{l.goods.ypgg}），有效期至 {l.goods.expiry_date}
              </li>
            ))}
          </ul>
          <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid="accept-short-expiry">
            我已知晓以上商品效期较短，仍要购买
          </Checkbox>
        </>
      }
    />
  );
}
