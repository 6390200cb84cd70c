import { useEffect, useRef, useState } from 'react';
import { useQueryClient, useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { drawActivityQuery, drawAdsQuery, drawOnce, type DrawResult } from '../api/lottery';
import { CLOSING_WHILE_DRAWING, DISMISS_KEY, DRAW_RESULT_DELAY_MS, FADE_OUT_MS, prizeMessage } from '../model/lottery-text';
import styles from './lottery.module.css';
import { USER_QUERY_KEY } from '../../../lib/query-keys';

/** The lottery board: draw, the prize 2000 ms after the call, closing asks first mid-draw and fades out. */
export function LotteryBox({ activityId, onGone }: { activityId: number; onGone: () => void }) {
  const { data: activity } = useQuery(drawActivityQuery(activityId));
  const { data: ads } = useQuery(drawAdsQuery);
  const [phase, setPhase] = useState<'idle' | 'drawing' | 'done'>('idle');
  const [result, setResult] = useState<DrawResult | null>(null);
  const [lit, setLit] = useState(0);
  const [fading, setFading] = useState(false);
  const { modal } = App.useApp();
  const qc = useQueryClient();
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);
  // The board's light runs round while the server's answer is awaited.
  useEffect(() => {
    if (phase !== 'drawing') return;
    const spin = window.setInterval(() => setLit((i) => i + 1), 120);
    return () => window.clearInterval(spin);
  }, [phase]);

  const prizes = activity?.prizes ?? [];

  const start = async () => {
    if (phase !== 'idle') return;
    setPhase('drawing');
    const delay = new Promise((r) => timers.current.push(window.setTimeout(r, DRAW_RESULT_DELAY_MS)));
    try {
      const [res] = await Promise.all([drawOnce(activityId), delay]);
      setResult(res);
      setLit(
        Math.max(
          0,
          prizes.findIndex((p) => p.id === res.prize.id),
        ),
      );
      setPhase('done');
    } catch {
      // The request client showed the server's reason (次数已用完 …).
      setPhase('idle');
    }
  };

  const close = () => {
    setFading(true);
    try {
      sessionStorage.setItem(DISMISS_KEY, String(activityId));
    } catch {
      // Storage may be unavailable (private mode): the pop-up then only closes for this page view.
    }
    timers.current.push(
      window.setTimeout(() => {
        void qc.invalidateQueries({ queryKey: ['lottery'] });
        void qc.invalidateQueries({ queryKey: USER_QUERY_KEY });
        onGone();
      }, FADE_OUT_MS),
    );
  };

  const askClose = () => {
    if (phase !== 'drawing') return close();
    modal.confirm({ title: '温馨提示', content: CLOSING_WHILE_DRAWING, okText: '关闭', cancelText: '取消', onOk: close });
  };

  if (!activity) return null;
  return (
    <div className={`${styles.overlay} ${fading ? styles.fading : ''}`} data-testid="lottery-popup" role="dialog" aria-label={activity.name}>
      <div className={styles.box}>
        <button type="button" className={styles.close} onClick={askClose} aria-label="关闭" data-testid="lottery-close">
          ×
        </button>
        <div className={styles.head}>
          <h2 className={styles.title}>幸运抽奖</h2>
          <p className={styles.sub}>{activity.name}</p>
        </div>
        <div className={styles.board}>
          {prizes.map((p, i) => (
            <div key={p.id} className={`${styles.prize} ${phase !== 'idle' && lit % prizes.length === i ? styles.lit : ''}`}>
              {p.name}
              <small>{p.remarks}</small>
            </div>
          ))}
        </div>
        {phase === 'done' && result ? (
          <div className={styles.result} data-testid="lottery-result">
            {prizeMessage(result.prize)}
          </div>
        ) : (
          <div className={styles.actions}>
            <button type="button" className={styles.drawBtn} onClick={start} disabled={phase === 'drawing'} data-testid="lottery-draw">
              {phase === 'drawing' ? '抽奖中…' : '立即抽奖'}
            </button>
          </div>
        )}
        <p className={styles.rules}>{activity.rules}</p>
        {ads && ads.length > 0 && (
          <div className={styles.ads}>
            {ads.map((a) => (
              <a key={a.url} href={a.url}>
                <img src={a.image} alt={a.name} />
              </a>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
