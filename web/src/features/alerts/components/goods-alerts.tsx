import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, InputNumber, Popover, Space } from 'antd';
import { fenToYuan } from '../../../lib/money';
import { fenToYuanNumber, parseYuan } from '../../../lib/yuan';
import { cancelAlert, goodsAlertsQuery, subscribe, type GoodsAlert } from '../api/alerts';
import styles from './goods-alerts.module.css';

/**
 * The detail page's 到货提醒 (offered while out of stock) and 降价提醒 (a target below today's price); the answer
 * arrives in /wdxx once the operator restocks or lowers the price.
 */
export function GoodsAlerts({ goodsId, stock, price }: { goodsId: number; stock: number; price: number | null }) {
  const { data: alerts = [] } = useQuery(goodsAlertsQuery(goodsId));
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [target, setTarget] = useState<number | null>(null);
  const targetFen = parseYuan(target);
  const [open, setOpen] = useState(false);
  const refresh = () => qc.invalidateQueries({ queryKey: ['alerts', goodsId] });
  const arrival = alerts.find((a) => a.kind === 1);
  const drop = alerts.find((a) => a.kind === 2);

  const sub = async (kind: 1 | 2, targetPrice?: string) => {
    try {
      // A 422 (目标价需低于当前价格) or 409 is shown by the request client's common handler.
      await subscribe({ goods_id: goodsId, kind, target_price: targetPrice });
      message.success('订阅成功，有变化时将通过站内消息通知您');
      setOpen(false);
      await refresh();
    } catch {
      // already shown
    }
  };
  const cancel = async (a: GoodsAlert) => {
    await cancelAlert(a.id);
    message.success('已取消提醒');
    await refresh();
  };

  if (stock > 0 && price === null) return null;
  return (
    <div className={styles.strip} data-testid="goods-alerts">
      <span className={styles.label}>商品提醒</span>
      {stock <= 0 &&
        (arrival ? (
          <Space>
            <span className={styles.on} data-testid="arrival-on">
              已订阅到货提醒
            </span>
            <Button size="small" type="link" onClick={() => cancel(arrival)}>
              取消
            </Button>
          </Space>
        ) : (
          <Button onClick={() => sub(1)} data-testid="subscribe-arrival">
            到货提醒
          </Button>
        ))}
      {price !== null &&
        (drop ? (
          <Space>
            <span className={styles.on}>已订阅降价提醒（目标价 ¥{fenToYuan(drop.target_price ?? 0)}）</span>
            <Button size="small" type="link" onClick={() => cancel(drop)}>
              取消
            </Button>
          </Space>
        ) : (
          <Popover
            open={open}
            onOpenChange={setOpen}
            trigger="click"
            title="价格降到多少时提醒我"
            content={
              <Space>
                <InputNumber
                  min={0.01}
                  max={fenToYuanNumber(price - 1)}
                  precision={2}
                  prefix="¥"
                  value={target}
                  onChange={setTarget}
                  data-testid="drop-target"
                />
                <Button type="primary" disabled={!targetFen} onClick={() => targetFen && sub(2, fenToYuan(targetFen))}>
                  确定
                </Button>
              </Space>
            }
          >
            <Button data-testid="subscribe-drop">降价提醒</Button>
          </Popover>
        ))}
    </div>
  );
}
