import { Link } from 'react-router';
import { Button, InputNumber, Select, Table, Tag, type TableColumnsType } from 'antd';
import { blockedReason, buyable, picked, quickOrderText as t, type GoodsCard, type WorkLine } from '@yaocai/contract';
import { Expiry } from '../../../components/ui/expiry';
import { Price } from '../../../components/ui/price';
import { formatMoney } from '../../../lib/money';
import styles from './quick-order.module.css';

const STATUS: Record<WorkLine['status'], { color: string; text: string }> = {
  matched: { color: 'green', text: '已匹配' },
  ambiguous: { color: 'orange', text: '请选择' },
  not_found: { color: 'default', text: '未找到' },
};

const optionLabel = (c: GoodsCard) => (
  <span className={styles.option}>
    <strong>{c.name}</strong> {c.ypgg} · {c.sccj}
    <span className={styles.optionMeta}>
      {c.shop.name} · {c.base_price === null ? c.price_tip : formatMoney(c.base_price)} · 库存 {c.number} · 效期 {c.expiry_date}
    </span>
  </span>
);

interface Props {
  lines: WorkLine[];
  onChange: (line: number, patch: Partial<Pick<WorkLine, 'pick' | 'quantity'>>) => void;
  onRemove: (line: number) => void;
}

/** Step 2: each line with its match; ambiguous lines are picked from their candidates, quantities edited. */
export function QuickResults({ lines, onChange, onRemove }: Props) {
  const columns: TableColumnsType<WorkLine> = [
    { title: '行', dataIndex: 'line', width: 44, align: 'center' },
    {
      title: '采购内容',
      key: 'input',
      width: 170,
      render: (_, l) => (
        <div className={styles.input}>
          <div>{l.input.name || l.input.code}</div>
          <div className={styles.muted}>{[l.input.name ? l.input.code : '', l.input.spec, l.input.maker].filter(Boolean).join(' · ') || '—'}</div>
        </div>
      ),
    },
    {
      title: '匹配商品',
      key: 'match',
      render: (_, l) => {
        const c = picked(l);
        if (l.status === 'not_found') {
          return (
            <span className={styles.muted}>
              {t.notFound}
              <Link to={`/search?keywords=${encodeURIComponent(l.input.name || l.input.code)}`}>{t.search}</Link>
            </span>
          );
        }
        return (
          <div className={styles.match}>
            <Tag color={l.pick === null ? 'orange' : STATUS[l.status].color}>{l.pick === null ? '请选择' : STATUS[l.status].text}</Tag>
            <Select<number>
              className={styles.select}
              value={l.pick ?? undefined}
              placeholder={t.choose(l.candidates.length)}
              status={l.pick === null ? 'warning' : undefined}
              onChange={(pick) => onChange(l.line, { pick })}
              options={l.candidates.map((o) => ({ value: o.id, label: `${o.name} ${o.ypgg} · ${o.sccj} · ${o.shop.name}`, card: o }))}
              optionRender={(o) => optionLabel(o.data.card)}
              popupMatchSelectWidth={560}
              data-testid="quick-pick"
            />
            {c && !buyable(c) && <div className={styles.warn}>{blockedReason(c)}</div>}
          </div>
        );
      },
    },
    {
      title: '价格',
      key: 'price',
      width: 90,
      render: (_, l) => (picked(l) ? <Price fen={picked(l)!.base_price} tip={picked(l)!.price_tip} size="sm" /> : '—'),
    },
    { title: '库存', key: 'stock', width: 64, align: 'right', render: (_, l) => picked(l)?.number ?? '—' },
    {
      title: '效期',
      key: 'expiry',
      width: 112,
      render: (_, l) => (picked(l) ? <Expiry date={picked(l)!.expiry_date} nearExpiry={picked(l)!.near_expiry} /> : '—'),
    },
    {
      title: '数量',
      key: 'quantity',
      width: 88,
      render: (_, l) => (
        <InputNumber size="small" min={1} max={100000} precision={0} value={l.quantity} onChange={(v) => v && onChange(l.line, { quantity: v })} />
      ),
    },
    {
      title: '小计',
      key: 'subtotal',
      width: 96,
      align: 'right',
      render: (_, l) => {
        const c = picked(l);
        return c && c.base_price !== null ? formatMoney(c.base_price * l.quantity) : '—';
      },
    },
    {
      title: '操作',
      key: 'remove',
      width: 60,
      render: (_, l) => (
        <Button type="link" size="small" onClick={() => onRemove(l.line)}>
          删除
        </Button>
      ),
    },
  ];
  return (
    <Table<WorkLine>
      className={styles.table}
      rowKey="line"
      size="small"
      bordered
      tableLayout="fixed"
      columns={columns}
      dataSource={lines}
      pagination={false}
      rowClassName={(l) => (l.status === 'not_found' ? styles.rowMissing : l.pick === null ? styles.rowPick : '')}
      onRow={(l) => ({ 'data-testid': 'quick-line', 'data-status': l.pick === null && l.status !== 'not_found' ? 'unchosen' : l.status }) as never}
    />
  );
}
