import { useEffect, useEffectEvent, useRef, useState, type MouseEvent } from 'react';
import { useQueryClient, useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { drawActivityQuery, drawAdsQuery, drawOnce, type DrawResult } from '../api/lottery';
import { CLOSING_WHILE_DRAWING, DISMISS_KEY, DRAW_RESULT_DELAY_MS, FADE_OUT_MS, prizeMessage } from '../model/lottery-text';
import styles from './lottery.module.css';
import { USER_QUERY_KEY } from '../../../lib/query-keys';
import { isTextField } from '../../../lib/use-text-focus';

/**
 * The lottery board: draw, the prize 2000 ms after the call, closing asks first mid-draw and fades out. A modal
 * dialog: Esc or a click on the mask outside the board closes it like ×; moving the focus into a field outside it
 * (Tab to the header search) closes it at once, so nothing the user types is under its mask.
 */
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
  const dialog = useRef<HTMLDivElement>(null);
  const asking = useRef(false);
  const ended = useRef(false);

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

  const close = (fade = true) => {
    setFading(true);
    try {
      sessionStorage.setItem(DISMISS_KEY, String(activityId));
    } catch {
      // Storage may be unavailable (private mode): the pop-up then only closes for this page view.
    }
    const gone = () => {
      if (ended.current) return;
      ended.current = true;
      void qc.invalidateQueries({ queryKey: ['lottery'] });
      void qc.invalidateQueries({ queryKey: USER_QUERY_KEY });
      onGone();
    };
    if (fade) timers.current.push(window.setTimeout(gone, FADE_OUT_MS));
    else gone();
  };

  const askClose = () => {
    if (asking.current || fading) return;
    if (phase !== 'drawing') return close();
    asking.current = true;
    const done = () => {
      asking.current = false;
    };
    modal.confirm({
      title: '温馨提示',
      content: CLOSING_WHILE_DRAWING,
      okText: '关闭',
      cancelText: '取消',
      onOk: () => {
        done();
        close();
      },
      onCancel: done,
    });
  };

  // Esc closes it; the dialog takes the focus when it shows. Keys are looked at on the way down (capture), before the
  // mid-draw confirm's own Esc handling closes it, so that one Esc never closes the confirm and reopens it.
  const onEscape = useEffectEvent(() => askClose());
  const onFieldFocus = useEffectEvent(() => close(false));
  const shown = Boolean(activity);
  useEffect(() => {
    if (!shown) return;
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !asking.current) onEscape();
    };
    const onFocus = (e: FocusEvent) => {
      const target = e.target as Element | null;
      if (isTextField(target) && !dialog.current?.contains(target)) onFieldFocus();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocus);
    };
  }, [shown]);

  const onMask = (e: MouseEvent<HTMLDivElement>) => {
    if (e.target === e.currentTarget) askClose();
  };

  if (!activity) return null;
  return (
    <div className={`${styles.overlay} ${fading ? styles.fading : ''}`} onClick={onMask} data-testid="lottery-popup">
      <div className={styles.box} ref={dialog} role="dialog" aria-modal="true" aria-label={activity.name} tabIndex={-1}>
        <button type="button" className={styles.close} onClick={() => askClose()} aria-label="关闭" data-testid="lottery-close">
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
