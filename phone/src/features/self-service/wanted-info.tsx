import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { List, Tag } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { chinaMinute, WANTED_STATUS } from '@yaocai/contract';
import { GoodsRow } from '../../components/goods-row';
import { Loaded } from '../../components/loaded';
import { NavBar } from '../../components/nav-bar';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { priceText, STATUS_COLORS } from './wanted-list';
import { wantedText as t } from './wanted-text';
import styles from './self-service.module.css';

const when = (iso: string | null) => chinaMinute(iso) || '—';

/** /pzqg/info?id= on a phone: the request, the platform's answer and the goods it found, each opening its goods page. */
export function WantedInfo() {
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const back = useBack('/pzqg');
  const wanted = useQuery({
    queryKey: ['wanted', 'detail', id],
    queryFn: () => call(api.wanted.detail, { params: { id } }, { onError: (e) => !e.isLoginRequired }),
    enabled: valid,
    retry: false,
  });
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{t.infoTitle}</NavBar>
      <Loaded query={wanted} valid={valid} missing={{ title: t.missing, description: '' }}>
        {(w) => (
          <div data-testid="phone-wanted-info" data-name={w.name}>
            <List mode="card">
              <List.Item extra={w.name}>{t.name}</List.Item>
              <List.Item
                extra={
                  <Tag color={STATUS_COLORS[w.status]} fill="outline" data-testid="phone-wanted-status">
                    {w.status_name}
                  </Tag>
                }
              >
                {t.status}
              </List.Item>
              <List.Item extra={w.spec || '—'}>{t.spec}</List.Item>
              <List.Item extra={w.maker || '—'}>{t.maker}</List.Item>
              <List.Item extra={w.approval_no || '—'}>{t.approvalNo}</List.Item>
              <List.Item extra={`${w.quantity}${w.unit}`}>{t.quantity}</List.Item>
              <List.Item extra={priceText(w.expected_price)}>{t.price}</List.Item>
              <List.Item extra={when(w.created_at)}>{t.createdAt}</List.Item>
              {w.remark ? <List.Item description={w.remark}>{t.remark}</List.Item> : null}
            </List>
            <div className={styles.section}>{t.reply}</div>
            <section className={styles.card}>
              <p className={styles.reply} data-testid="phone-wanted-reply">
                {w.status === WANTED_STATUS.pending ? t.replyPending : w.status === WANTED_STATUS.cancelled ? t.replyCancelled : w.reply}
              </p>
              {w.status !== WANTED_STATUS.pending && w.status !== WANTED_STATUS.cancelled && <p className={styles.muted}>{when(w.replied_at)}</p>}
            </section>
            {w.goods.length > 0 && (
              <>
                <div className={styles.section}>{t.found}</div>
                {w.goods.map((g) => (
                  <GoodsRow key={g.id} goods={g} />
                ))}
              </>
            )}
          </div>
        )}
      </Loaded>
    </div>
  );
}
