import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, DatePicker, Dropdown, Empty, List, Selector, Tag, type DropdownRef } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { chinaMinute, chinaToday } from '@yaocai/contract';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import { nextPageOf } from '../../lib/paging';
import { dayParam, pickedDay, pickerDate, rangeDays, rangeKeyOf, type RangeKey } from './model';
import { payText as t } from './text';
import styles from './payments.module.css';

const PAGE_SIZE = 15;
const signed = (fen: number) => (fen >= 0 ? `+${yuan(fen).slice(1)}` : `-${yuan(-fen).slice(1)}`);

/** 余额明细: the money log, by type and China days (both kept in the address), endless. */
export function MoneyLog() {
  const [params, setParams] = useSearchParams();
  const useType = Math.min(4, Math.max(0, Number(params.get('use_type')) || 0));
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  const log = useInfiniteQuery({
    queryKey: ['money', 'log', useType, from, to],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      call(api.payments.moneyLog, {
        query: { page: pageParam, page_size: PAGE_SIZE, use_type: useType, ...(from ? { start_time: from } : {}), ...(to ? { end_time: to } : {}) },
      }),
    getNextPageParam: nextPageOf,
  });
  const set = (next: Record<string, string | null>) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        for (const [k, v] of Object.entries(next)) {
          if (v) q.set(k, v);
          else q.delete(k);
        }
        return q;
      },
      { replace: true },
    );
  const list = log.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <>
      <LogFilters
        useType={useType}
        from={from}
        to={to}
        onType={(v) => set({ use_type: v ? String(v) : null })}
        onRange={(f, tt) => set({ from: f, to: tt })}
      />
      {log.isSuccess && list.length === 0 && <Empty description={t.noLog} />}
      {list.length > 0 && (
        <List className={styles.list} data-testid="phone-money-log">
          {list.map((e) => (
            <List.Item
              key={e.id}
              data-testid="phone-money-log-line"
              description={
                <>
                  <div className={styles.ellipsis}>{e.memo}</div>
                  <div>{chinaMinute(e.created_at)}</div>
                </>
              }
              extra={
                <div className={styles.figureRight}>
                  <div className={e.amount >= 0 ? styles.income : styles.expense}>{signed(e.amount)}</div>
                  <div className={styles.muted}>
                    {t.balanceAfter} {yuan(e.balance).slice(1)}
                  </div>
                </div>
              }
            >
              {e.type_text}
            </List.Item>
          ))}
        </List>
      )}
      {(log.isPending || list.length > 0) && <MoreOnScroll query={log} />}
    </>
  );
}

function LogFilters(props: {
  useType: number;
  from: string | null;
  to: string | null;
  onType: (v: number) => void;
  onRange: (from: string | null, to: string | null) => void;
}) {
  const ref = useRef<DropdownRef>(null);
  const key = rangeKeyOf(props.from, props.to);
  const rangeTitle = key === 'custom' ? `${props.from ?? '…'} ~ ${props.to ?? '…'}` : t.ranges[key];
  return (
    <Dropdown ref={ref} className={styles.filters} data-testid="phone-money-log-filters">
      <Dropdown.Item key="type" title={t.useTypes[props.useType]}>
        <div className={styles.dropdownBody}>
          <Selector
            columns={3}
            value={[props.useType]}
            options={t.useTypes.map((label, value) => ({ label, value }))}
            onChange={(v) => {
              props.onType(v[0] ?? 0);
              ref.current?.close();
            }}
          />
        </div>
      </Dropdown.Item>
      <Dropdown.Item key="range" title={rangeTitle}>
        <RangePanel
          from={props.from}
          to={props.to}
          onApply={(f, tt) => {
            props.onRange(f, tt);
            ref.current?.close();
          }}
        />
      </Dropdown.Item>
    </Dropdown>
  );
}

/** Quick ranges, or two China days picked one by one (the end never before the start, nothing after today). */
function RangePanel({ from, to, onApply }: { from: string | null; to: string | null; onApply: (from: string | null, to: string | null) => void }) {
  const [key, setKey] = useState<RangeKey>(rangeKeyOf(from, to));
  const [start, setStart] = useState<string | null>(from);
  const [end, setEnd] = useState<string | null>(to);
  const [picking, setPicking] = useState<'start' | 'end' | null>(null);
  const today = chinaToday();
  const keys: RangeKey[] = ['all', 'd7', 'd30', 'd90', 'custom'];
  return (
    <div className={styles.dropdownBody}>
      <Selector
        columns={3}
        value={[key]}
        options={keys.map((k) => ({ label: t.ranges[k], value: k }))}
        onChange={(v) => {
          const k = v[0];
          if (!k) return;
          setKey(k);
          if (k === 'all') onApply(null, null);
          else if (k !== 'custom') {
            const r = rangeDays(k);
            onApply(r.from, r.to);
          }
        }}
      />
      {key === 'custom' && (
        <>
          <List className={styles.rangeDays}>
            <List.Item extra={start ?? t.pickDay} onClick={() => setPicking('start')}>
              {t.from}
            </List.Item>
            <List.Item extra={end ?? t.pickDay} onClick={() => setPicking('end')}>
              {t.to}
            </List.Item>
          </List>
          <div className={styles.actions}>
            <Button
              onClick={() => {
                setStart(null);
                setEnd(null);
              }}
            >
              {t.reset}
            </Button>
            <Button color="primary" disabled={!start && !end} onClick={() => onApply(start, end)}>
              {t.apply}
            </Button>
          </div>
          <DatePicker
            visible={picking !== null}
            title={picking === 'start' ? t.from : t.to}
            min={picking === 'end' && start ? pickerDate(start) : pickerDate('2020-01-01')}
            max={pickerDate(picking === 'start' && end ? end : today)}
            value={pickerDate((picking === 'start' ? start : end) ?? today)}
            onClose={() => setPicking(null)}
            onConfirm={(d) => (picking === 'start' ? setStart(pickedDay(d)) : setEnd(pickedDay(d)))}
          />
        </>
      )}
    </div>
  );
}

/** 充值记录: recharges, newest first, with their state. */
export function Recharges() {
  const q = useInfiniteQuery({
    queryKey: ['money', 'recharges'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.payments.recharges, { query: { page: pageParam, page_size: PAGE_SIZE } }),
    getNextPageParam: nextPageOf,
  });
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <>
      {q.isSuccess && list.length === 0 && <Empty description={t.noRecharges} />}
      {list.length > 0 && (
        <List className={styles.list} data-testid="phone-recharges">
          {list.map((r) => (
            <List.Item
              key={r.payment_no}
              description={
                <>
                  <div>{r.payment_no}</div>
                  {r.paid_at && <div>{chinaMinute(r.paid_at)}</div>}
                </>
              }
              extra={
                <div className={styles.figureRight}>
                  <div className={styles.income}>+{yuan(r.amount).slice(1)}</div>
                  <Tag color={(['warning', 'success', 'default'] as const)[r.status] ?? 'default'} fill="outline">
                    {t.rechargeStatus[r.status] ?? r.status}
                  </Tag>
                </div>
              }
            >
              在线充值
            </List.Item>
          ))}
        </List>
      )}
      {(q.isPending || list.length > 0) && <MoreOnScroll query={q} />}
    </>
  );
}

/** 提现记录: withdrawals with their card, state and the operator's reason. */
export function Withdrawals() {
  const q = useInfiniteQuery({
    queryKey: ['money', 'withdrawals'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.withdraw.list, { query: { page: pageParam, page_size: PAGE_SIZE } }),
    getNextPageParam: nextPageOf,
  });
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <>
      {q.isSuccess && list.length === 0 && <Empty description={t.noWithdrawals} />}
      {list.length > 0 && (
        <List className={styles.list} data-testid="phone-withdrawals">
          {list.map((w) => (
            <List.Item
              key={w.id}
              description={
                <>
                  <div>
                    {w.bank_name} {w.card_no_masked}
                  </div>
                  <div>{chinaMinute(w.created_at)}</div>
                  {w.reason && <div>{w.reason}</div>}
                </>
              }
              extra={
                <div className={styles.figureRight}>
                  <div className={styles.expense}>-{yuan(w.amount).slice(1)}</div>
                  <Tag color={(['warning', 'success', 'danger'] as const)[w.status] ?? 'default'} fill="outline">
                    {w.status_text}
                  </Tag>
                </div>
              }
            >
              提现到银行卡
            </List.Item>
          ))}
        </List>
      )}
      {(q.isPending || list.length > 0) && <MoreOnScroll query={q} />}
    </>
  );
}
