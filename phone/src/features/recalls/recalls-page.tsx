import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, NoticeBar, Tag } from 'antd-mobile';
import { chinaMinute, PHONE_PAGES } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { Loaded } from '../../components/loaded';
import { useBack } from '../../lib/navigation';
import { USER_KEY } from '../../lib/query-client';
import { recallNotices, RECALLS_KEY, type RecallNoticeView } from './recalls-api';
import { AcknowledgeSheet, ReturnSheet } from './recall-sheets';
import { recallText as t } from './text';
import styles from './recalls.module.css';

/** antd-mobile's named colours, and blue for boxes filed for return (its primary and success are both the brand's green). */
type TagColor = 'danger' | 'warning' | 'primary' | 'success' | 'default' | typeof RETURNED;
const RETURNED = '#1677ff';
const CLASS_COLOR: Record<string, TagColor> = { 一级召回: 'danger', 二级召回: 'warning', 三级召回: 'primary' };

function StateTag({ n }: { n: RecallNoticeView }) {
  const [color, text]: [TagColor, string] =
    n.acknowledged_at === null
      ? n.overdue
        ? ['danger', t.overduePending]
        : ['warning', t.pending]
      : n.returned > 0
        ? [RETURNED, t.returned(n.returned)]
        : ['success', t.onHand(n.on_hand ?? 0)];
  return (
    <Tag color={color} fill="outline" data-testid="phone-recall-state">
      {text}
    </Tag>
  );
}

/**
 * /ypzh 药品召回 on a phone: every recall of a batch the pharmacy received — what, why, by when — with 确认 (the boxes
 * on hand) and 召回退货. Those still to acknowledge come first; the banner on 首页 and 我的 stays until none is left.
 */
export default function RecallsPage() {
  const back = useBack(PHONE_PAGES.member);
  const client = useQueryClient();
  const list = useQuery({ queryKey: RECALLS_KEY, queryFn: recallNotices, staleTime: 0 });
  const [acking, setAcking] = useState<RecallNoticeView | null>(null);
  const [returning, setReturning] = useState<RecallNoticeView | null>(null);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: RECALLS_KEY });
    // The banners' count of notices to acknowledge, and the orders' requests a return filed.
    void client.invalidateQueries({ queryKey: USER_KEY });
    void client.invalidateQueries({ queryKey: ['orders'] });
  };
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{t.title}</NavBar>
      <NoticeBar content={t.intro} color="alert" wrap />
      <Loaded query={list} valid missing={{ title: t.loadFailed, description: t.retryLater }}>
        {(notices) =>
          notices.length === 0 ? (
            <Empty description={t.empty} />
          ) : (
            <div data-testid="phone-recall-list">
              {notices.map((n) => (
                <RecallCard key={n.id} n={n} onAck={() => setAcking(n)} onReturn={() => setReturning(n)} />
              ))}
            </div>
          )
        }
      </Loaded>
      {acking && (
        <AcknowledgeSheet
          notice={acking}
          onClose={() => setAcking(null)}
          onDone={() => {
            setAcking(null);
            refresh();
          }}
        />
      )}
      {returning && <ReturnSheet notice={returning} onClose={() => setReturning(null)} onDone={refresh} />}
    </div>
  );
}

function RecallCard({ n, onAck, onReturn }: { n: RecallNoticeView; onAck: () => void; onReturn: () => void }) {
  const acked = n.acknowledged_at !== null;
  return (
    <article className={acked ? styles.card : `${styles.card} ${styles.open}`} data-testid="phone-recall-notice">
      <header className={styles.head}>
        <Tag color={CLASS_COLOR[n.class_text] ?? 'default'} fill="solid">
          {n.class_text}
        </Tag>
        <strong className={styles.goods}>{n.goods_name}</strong>
      </header>
      <div className={styles.state}>
        <StateTag n={n} />
      </div>
      <dl className={styles.facts}>
        <dt>{t.approvalNo}</dt>
        <dd>{n.approval_no}</dd>
        <dt>{t.batchNos}</dt>
        <dd>{n.batch_nos.join('、')}</dd>
        <dt>{t.reason}</dt>
        <dd>{n.reason}</dd>
        {n.source && (
          <>
            <dt>{t.source}</dt>
            <dd>{n.source}</dd>
          </>
        )}
        <dt>{t.received}</dt>
        <dd>{t.boxes(n.quantity)}</dd>
        <dt>{t.deadline}</dt>
        <dd>
          <span className={n.overdue ? styles.overdue : undefined}>{chinaMinute(n.deadline)}</span>
          {n.overdue && <span className={styles.overdueMark}>{t.overdue}</span>}
        </dd>
        {acked && (
          <>
            <dt>{t.acknowledged}</dt>
            <dd>
              {chinaMinute(n.acknowledged_at)}，{t.ackedFacts(n.on_hand ?? 0, n.returned)}
            </dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        <Button size="small" color={acked ? 'default' : 'danger'} fill={acked ? 'outline' : 'solid'} onClick={onAck}>
          {acked ? t.updateOnHand : t.ack}
        </Button>
        {acked && n.returnable > 0 && (
          <Button size="small" color="primary" onClick={onReturn}>
            {t.returnAction}
          </Button>
        )}
      </div>
    </article>
  );
}
