import { useState } from 'react';
import { Link } from 'react-router';
import { Button, List, Popup, Radio, Result, Stepper, TextArea, Toast } from 'antd-mobile';
import { fillPath, PHONE_PAGES, RECALL_REFUND_TO } from '@yaocai/contract';
import { yuan } from '../../lib/money';
import { acknowledgeRecall, returnRecalled, type RecallNoticeView, type RecallReturnResult, type RefundTo } from './recalls-api';
import { recallText as t } from './text';
import styles from './recalls.module.css';

const NOTE_ID = 'recall-return-note';
const STEPPER_STYLE = { '--height': '40px', '--button-width': '40px', '--input-width': '64px' } as const;
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, Math.floor(v || min)));

/** 确认召回 as a bottom sheet: the pharmacy confirms it stopped selling the batch and reports the boxes it still holds. */
export function AcknowledgeSheet({ notice: n, onClose, onDone }: { notice: RecallNoticeView; onClose: () => void; onDone: () => void }) {
  // What was already filed for return cannot be on hand any less (the server checks it too).
  const min = Math.min(n.returned, n.quantity);
  const [onHand, setOnHand] = useState(clamp(n.on_hand ?? n.quantity, min, n.quantity));
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const r = await acknowledgeRecall(n.id, onHand);
      Toast.show({ icon: 'success', content: r.msg || '已确认' });
      onDone();
    } catch {
      // the request client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible position="bottom" onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose showCloseButton>
      <div data-testid="phone-recall-ack">
        <h2 className={styles.sheetTitle}>{t.ackTitle}</h2>
        <p className={styles.sheetText}>{t.ackBody(n.goods_name, n.batch_nos.join('、'), n.quantity)}</p>
        <List>
          <List.Item
            description={t.onHandRange(min, n.quantity)}
            extra={
              <Stepper
                aria-label={t.onHandLabel}
                min={min}
                max={n.quantity}
                digits={0}
                value={onHand}
                onChange={(v) => setOnHand(clamp(v, min, n.quantity))}
                style={STEPPER_STYLE}
              />
            }
          >
            {t.onHandLabel}
          </List.Item>
        </List>
        <div className={styles.sheetFoot}>
          <Button block color="danger" size="large" loading={busy} onClick={() => void submit()}>
            {t.ackSubmit}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

/**
 * 召回退货 as a bottom sheet: the boxes on hand go back, each order's share filed as a request the shop approves before
 * the money follows; once filed the sheet lists the requests, each linking to its own page.
 */
export function ReturnSheet({ notice: n, onClose, onDone }: { notice: RecallNoticeView; onClose: () => void; onDone: () => void }) {
  const [number, setNumber] = useState(n.returnable);
  const [refundTo, setRefundTo] = useState<RefundTo>('original');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [filed, setFiled] = useState<RecallReturnResult | null>(null);
  const submit = async () => {
    setBusy(true);
    try {
      const r = await returnRecalled(n.id, { number, refund_to: refundTo, description: note.trim() });
      setFiled(r.data);
      onDone();
    } catch {
      // the request client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible position="bottom" onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose showCloseButton>
      {filed ? (
        <div data-testid="phone-recall-filed">
          <Result status="success" title={t.filedTitle} description={t.filedHint} />
          <List>
            {filed.after_sales.map((a) => (
              <List.Item
                key={a.id}
                description={`${t.filedAmount} ${yuan(a.refund_amount)}`}
                extra={
                  <Link to={fillPath(PHONE_PAGES.returnInfo, { id: a.id })} className={styles.link}>
                    {t.filedLink}
                  </Link>
                }
              >
                {t.filedLine(a.order_no, a.number)}
              </List.Item>
            ))}
          </List>
          <div className={styles.sheetFoot}>
            <Button block size="large" onClick={onClose}>
              {t.done}
            </Button>
          </div>
        </div>
      ) : (
        <div data-testid="phone-recall-return">
          <h2 className={styles.sheetTitle}>{t.returnTitle}</h2>
          <p className={styles.sheetText}>{t.returnBody(n.returnable)}</p>
          <List>
            <List.Item
              extra={
                <Stepper
                  aria-label={t.numberLabel}
                  min={1}
                  max={n.returnable}
                  digits={0}
                  value={number}
                  onChange={(v) => setNumber(clamp(v, 1, n.returnable))}
                  style={STEPPER_STYLE}
                />
              }
            >
              {t.numberLabel}
            </List.Item>
            <List.Item>
              <div className={styles.fieldLabel}>{t.refundTo}</div>
              <Radio.Group value={refundTo} onChange={(v) => setRefundTo(v as RefundTo)}>
                <div className={styles.radios}>
                  {(Object.entries(RECALL_REFUND_TO) as Array<[RefundTo, string]>).map(([value, label]) => (
                    <Radio key={value} value={value} className={styles.radio}>
                      {label}
                    </Radio>
                  ))}
                </div>
              </Radio.Group>
            </List.Item>
            <List.Item>
              <label htmlFor={NOTE_ID} className={styles.fieldLabel}>
                {t.note}
              </label>
              <TextArea
                id={NOTE_ID}
                value={note}
                onChange={setNote}
                maxLength={300}
                showCount
                rows={2}
                placeholder={t.notePlaceholder}
                onFocus={(e) => e.currentTarget.scrollIntoView({ block: 'center' })}
              />
            </List.Item>
          </List>
          <div className={styles.sheetFoot}>
            <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
              {t.returnSubmit}
            </Button>
          </div>
        </div>
      )}
    </Popup>
  );
}
