import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, Popup, ProgressBar, Tag, TextArea } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { fileHref, type OutputOf, type TraceReceiptView } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { SERVICE_REASONS } from '../after-sales/rules';
import { TRACE_FORMATS } from '../scan/read-codes';
import { useCameraCodes } from '../scan/use-camera-codes';
import {
  addScan,
  addTyped,
  lineProgress,
  markSent,
  missingBoxes,
  NO_SCANS,
  receiptBody,
  removePending,
  type MissingBoxes,
  type ReceiptScans,
} from './receipt-scans';
import styles from './trace-receipt-sheet.module.css';

type Order = OutputOf<typeof api.orders.detail>;
type Shipment = Order['shipments'][number];
const ApplySheet = lazy(() => import('../after-sales/apply-sheet').then((m) => ({ default: m.ApplySheet })));
const TAG = { done: 'success', missing: 'warning', waiting: 'default', uncoded: 'default' } as const;
const TAG_TEXT = { done: '已核对', waiting: '待扫码', uncoded: '无追溯码' } as const;

/**
 * 扫码验收 of one parcel on the phone (the desktop's TraceReceiptDialog): the camera reads box after box — each new code
 * joins the list with a buzz and a tick —, or the codes are typed or pasted; 核对 sends them and every line says how
 * many of its boxes came; what the parcel does not hold is named; missing boxes become a 少发 request in one step.
 */
export default function TraceReceiptSheet({ order, shipment, onClose }: { order: Order; shipment: Shipment; onClose: () => void }) {
  const progress = useQuery({
    queryKey: ['orders', 'trace-receipt', shipment.id],
    queryFn: () => call(api.trace.receipt, { params: { id: shipment.id } }),
    staleTime: 0,
  });
  return (
    <Popup visible position="right" onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <NavBar onBack={onClose}>扫码验收</NavBar>
      <div className={styles.parcel}>
        {shipment.carrier} {shipment.tracking_no}
        <span className={styles.muted}> · {shipment.items.map((i) => `${i.name} ×${i.number}`).join('；')}</span>
      </div>
      {progress.isPending ? (
        <div className={styles.waiting}>
          <DotLoading color="primary" />
        </div>
      ) : progress.isError ? (
        <ErrorBlock status="default" title="验收进度加载失败" description="请返回后重试" />
      ) : progress.data.expected === 0 ? (
        <section className={styles.card} data-testid="phone-trace-receipt">
          <strong>本次发货未随附追溯码</strong>
          <p className={styles.muted}>请按随货同行单核对实物数量、批号和效期。</p>
        </section>
      ) : (
        <Receipt order={order} shipment={shipment} start={progress.data} />
      )}
    </Popup>
  );
}

function Receipt({ order, shipment, start }: { order: Order; shipment: Shipment; start: TraceReceiptView }) {
  const qc = useQueryClient();
  const [scans, setScans] = useState<ReceiptScans>(NO_SCANS);
  // The camera can read several boxes in one frame, before a render: each read starts from the latest list.
  const latest = useRef(scans);
  const [answer, setAnswer] = useState<TraceReceiptView | null>(null);
  const [tick, setTick] = useState<{ code: string; n: number } | null>(null);
  const [cameraNote, setCameraNote] = useState('');
  const [typed, setTyped] = useState('');
  // What the last 添加 refused (with why) and how many of its codes were already listed; cleared by typing or 核对.
  const [typedNote, setTypedNote] = useState<{ errors: string[]; repeats: number } | null>(null);
  const [applying, setApplying] = useState<MissingBoxes | null>(null);
  const result = useRef<HTMLElement>(null);
  const view = answer ?? start;
  const missing = missingBoxes(view);

  const update = (next: ReceiptScans) => {
    latest.current = next;
    setScans(next);
  };
  const added = (code: string) => {
    navigator.vibrate?.(30);
    setTick((t) => ({ code, n: (t?.n ?? 0) + 1 }));
    setCameraNote('');
  };
  const onCamera = (raw: string) => {
    const r = addScan(latest.current, raw);
    if (r.outcome.kind === 'added') {
      update(r.scans);
      added(r.outcome.code);
    } else if (r.outcome.kind === 'invalid') setCameraNote(r.outcome.error);
  };
  const onTyped = () => {
    const r = addTyped(latest.current, typed);
    update(r.scans);
    if (r.added.length > 0) added(r.added.at(-1)!);
    // What was refused stays in the field to be corrected; what was taken leaves it.
    setTyped(r.refused.map((x) => x.text).join('\n'));
    setTypedNote(r.refused.length > 0 || r.repeats > 0 ? { errors: r.refused.map((x) => x.error), repeats: r.repeats } : null);
  };

  const check = useMutation({
    mutationFn: (codes: readonly string[]) => call(api.trace.scanReceipt, { params: { id: shipment.id }, body: receiptBody(codes) }),
    onSuccess: (v, codes) => {
      update(markSent(latest.current, codes));
      setAnswer(v);
      setTypedNote(null);
      qc.setQueryData(['orders', 'trace-receipt', shipment.id], { ...v, added: 0, extra: [] });
      requestAnimationFrame(() => result.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }));
    },
  });

  useEffect(() => {
    if (!tick) return;
    const t = setTimeout(() => setTick(null), 1200);
    return () => clearTimeout(t);
  }, [tick]);

  return (
    <>
      <div className={styles.body} data-testid="phone-trace-receipt">
        <section className={styles.summary}>
          <div className={styles.row}>
            <strong>验收进度</strong>
            <span data-testid="phone-trace-progress">
              已收 <b>{view.received}</b> / {view.expected} 盒
            </span>
          </div>
          <ProgressBar percent={view.expected ? Math.round((view.received / view.expected) * 100) : 0} />
        </section>
        {/* The camera stops while the 少发 request is open over the sheet. */}
        {!applying && <Camera onCode={onCamera} tick={tick} note={cameraNote} />}
        <form
          className={styles.entry}
          onSubmit={(e) => {
            e.preventDefault();
            onTyped();
          }}
        >
          <label htmlFor="phone-trace-code-input" className={styles.srOnly}>
            输入追溯码
          </label>
          <TextArea
            id="phone-trace-code-input"
            value={typed}
            onChange={(v) => {
              setTyped(v);
              setTypedNote(null);
            }}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder="输入或粘贴追溯码，多个可换行"
            // A scanner gun (or the keyboard's Enter) ends a code: it is added at once; pasted lines stay for 添加.
            onEnterPress={(e) => {
              if (e.shiftKey) return;
              e.preventDefault();
              onTyped();
            }}
          />
          <Button type="submit" size="small" color="primary" fill="outline" disabled={typed.trim() === ''}>
            添加
          </Button>
        </form>
        {typedNote && (
          <div className={styles.notes} data-testid="phone-trace-typed-notes">
            {typedNote.errors.map((e, i) => (
              <div key={i} className={styles.error}>
                {e}
              </div>
            ))}
            {typedNote.repeats > 0 && <div>{typedNote.repeats} 个码已在列表中，未重复添加</div>}
          </div>
        )}
        <Pending
          scans={scans}
          newest={tick?.code}
          onRemove={(code) => update(removePending(latest.current, code))}
          onClear={() => update({ ...latest.current, pending: [] })}
        />
        <section className={styles.card} ref={result} data-testid="phone-trace-lines">
          {answer && answer.added > 0 && <div className={styles.good}>本次核对新增 {answer.added} 盒</div>}
          {answer && answer.added === 0 && answer.extra.length === 0 && <div className={styles.muted}>本次提交的码均已核对过</div>}
          {view.received === view.expected && <div className={styles.good}>全部 {view.expected} 盒已核对无误</div>}
          {view.lines.map((l) => {
            const p = lineProgress(l, view.received > 0);
            return (
              <div key={l.order_item_id} className={styles.line} data-testid="phone-trace-line">
                <div className={styles.lineBody}>
                  <div className={styles.lineName}>{l.name}</div>
                  <div className={styles.muted}>
                    {l.spec} · 批号 {l.batch_no || '—'}
                  </div>
                </div>
                <div className={styles.lineState}>
                  <div>{p.text}</div>
                  <Tag color={TAG[p.state]} fill="outline">
                    {p.state === 'missing' ? `缺 ${p.missing} 盒` : TAG_TEXT[p.state]}
                  </Tag>
                </div>
              </div>
            );
          })}
          {answer && answer.extra.length > 0 && (
            <div className={styles.extra} data-testid="phone-trace-extra">
              <strong>以下扫描不属于本次发货</strong>
              <ul>
                {answer.extra.map((x) => (
                  <li key={x.code}>
                    <code>{x.code}</code>
                    <span>{x.reason}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {missing && (
            <div className={styles.missing}>
              <span className={styles.muted}>未扫到的盒可申请少发售后，追溯码会写入申请说明</span>
              <Button size="small" color="danger" fill="outline" onClick={() => setApplying(missing)}>
                少发申请
              </Button>
            </div>
          )}
          <div className={styles.files}>
            追溯码清单：
            <a href={fileHref(api.trace.manifest, { params: { id: shipment.id }, query: { format: 'xlsx' } })} download>
              Excel
            </a>
            <a href={fileHref(api.trace.manifest, { params: { id: shipment.id }, query: { format: 'csv' } })} download>
              CSV
            </a>
          </div>
        </section>
      </div>
      <div className={styles.bar}>
        <span>
          待核对 <b data-testid="phone-trace-pending-count">{scans.pending.length}</b> 个码
        </span>
        <Button color="primary" loading={check.isPending} disabled={scans.pending.length === 0} onClick={() => check.mutate(scans.pending)}>
          核对
        </Button>
      </div>
      {applying && (
        <Suspense fallback={null}>
          <ApplySheet
            order={order}
            mode="service"
            preset={{ kind: 'missing', reason: SERVICE_REASONS[0], ...applying }}
            onClose={() => setApplying(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The viewfinder, reading 追溯码 formats only (a box's 69 barcode is not one); where there is no camera, it says so. */
function Camera({ onCode, tick, note }: { onCode: (code: string) => void; tick: { code: string; n: number } | null; note: string }) {
  const { video, state, retry } = useCameraCodes(onCode, { continuous: true, formats: TRACE_FORMATS });
  const off = state === 'none';
  return (
    <div className={off ? `${styles.camera} ${styles.cameraOff}` : styles.camera}>
      <video ref={video} className={styles.video} muted playsInline aria-label="摄像头画面" hidden={off} />
      {!off && <div className={styles.frame} aria-hidden="true" />}
      {tick && (
        <div key={tick.n} className={styles.tick} role="status">
          <span className={styles.tickMark} aria-hidden="true">
            ✓
          </span>
          已添加 {tick.code.length > 20 ? `…${tick.code.slice(-12)}` : tick.code}
        </div>
      )}
      <p className={styles.tip} data-testid="phone-trace-camera-state">
        {off ? '无法打开摄像头（未授权或设备不支持）' : state === 'on' ? note || '逐盒对准追溯码，识别后自动加入待核对' : '正在打开摄像头…'}
      </p>
      {off && (
        <p className={styles.offHint}>
          可在下方输入或粘贴追溯码，也可用扫码枪扫入
          <Button size="mini" fill="outline" className={styles.retry} onClick={retry}>
            重试
          </Button>
        </p>
      )}
    </div>
  );
}

/** The codes waiting for 核对, newest first; each can be taken out. */
function Pending({
  scans,
  newest,
  onRemove,
  onClear,
}: {
  scans: ReceiptScans;
  newest?: string;
  onRemove: (code: string) => void;
  onClear: () => void;
}) {
  if (scans.pending.length === 0) {
    return <p className={styles.empty}>{scans.sent.length > 0 ? '已提交核对，可继续扫描' : '扫到或输入的追溯码会列在这里，点“核对”提交'}</p>;
  }
  return (
    <section className={styles.card} data-testid="phone-trace-pending">
      <div className={styles.row}>
        <strong>待核对 {scans.pending.length} 个码</strong>
        <button type="button" className="yc-text-button" onClick={onClear}>
          清空
        </button>
      </div>
      <ul className={styles.codes}>
        {[...scans.pending].reverse().map((code) => (
          <li key={code} className={code === newest ? `${styles.code} ${styles.codeNew}` : styles.code}>
            <span>{code}</span>
            <button type="button" aria-label={`移除${code}`} onClick={() => onRemove(code)}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
