import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Button, CheckList, Empty, Input, Popup, Stepper, Tag, TextArea, Toast } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import * as api from '@yaocai/contract/api';
import {
  PHONE_PAGES,
  QUICK_ORDER_MAX_LINES,
  blockedReason,
  cartItems,
  linesFromRows,
  picked,
  quickOrderText as t,
  rowsFromText,
  summary,
  toWorkLines,
  type QuickOrderLine,
  type WorkLine,
} from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { call } from '../../lib/api-client';
import { useAddAllToCart } from '../../lib/add-to-cart';
import { useFieldInView } from '../../lib/keyboard';
import { yuan } from '../../lib/money';
import { useBack } from '../../lib/navigation';
import { useUser } from '../../lib/user';
import styles from './quick-order.module.css';
import zones from './zones.module.css';

/** A purchase line as the buyer types it, and its match once 识别并匹配 has run (null until then, or after an edit). */
interface Row {
  key: number;
  text: string;
  spec: string;
  maker: string;
  quantity: number;
  match: WorkLine | null;
}

const STATUS = { matched: '已匹配', ambiguous: '请选择', not_found: '未找到' } as const;
/** An approval number (国药准字…) or a barcode is a code; anything else a name. */
const isCode = (s: string) => /准字|注准|备字|^\d{8,14}$/.test(s);
let nextKey = 1;
const row = (text = '', quantity = 1, spec = '', maker = ''): Row => ({ key: nextKey++, text, spec, maker, quantity, match: null });
const inputOf = (r: Row): QuickOrderLine => ({
  name: isCode(r.text) ? '' : r.text.trim(),
  code: isCode(r.text) ? r.text.trim() : '',
  spec: r.spec,
  maker: r.maker,
  quantity: r.quantity,
});

/**
 * /quickOrder on a phone (快速下单): a list of rows — a drug's name, approval number or barcode, and a quantity —
 * typed one by one or pasted from a purchase sheet; 识别并匹配 finds each across the merchants (the desktop's match
 * call), a row several goods answer to is picked from them, and 全部加入购物车 puts every buyable one in the cart at once.
 */
export function QuickOrderPage() {
  const back = useBack(PHONE_PAGES.home);
  const navigate = useNavigate();
  const user = useUser();
  useFieldInView();
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{t.title}</NavBar>
      {user.isPending ? null : user.data?.show === 1 ? (
        <QuickOrder />
      ) : (
        <div className={zones.empty}>
          <Empty description={t.loginFirst} />
          <Button color="primary" onClick={() => navigate(`/login?redirect=${encodeURIComponent(PHONE_PAGES.quickOrder)}`)}>
            去登录
          </Button>
        </div>
      )}
    </div>
  );
}

function QuickOrder() {
  const [rows, setRows] = useState<Row[]>(() => [row(), row()]);
  const [pasting, setPasting] = useState(false);
  const [choosing, setChoosing] = useState<Row | null>(null);
  const add = useAddAllToCart();
  const change = (key: number, patch: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const filled = rows.filter((r) => r.text.trim() !== '');
  const match = useMutation({
    mutationFn: (asked: Row[]) => call(api.quickOrder.match, { body: { lines: asked.map(inputOf) } }),
    onSuccess: (result, asked) => {
      const matched = toWorkLines(result.lines);
      // The answer's lines are the asked ones in order; each goes back to its row (unless edited meanwhile).
      const byRow = new Map(asked.map((r, i) => [r.key, { text: r.text, match: matched[i]! }]));
      setRows((rs) => rs.map((r) => (byRow.get(r.key)?.text === r.text ? { ...r, match: byRow.get(r.key)!.match } : r)));
      Toast.show({ icon: 'success', content: t.matched(result) });
    },
  });
  const work = rows.flatMap((r) => (r.match ? [{ ...r.match, quantity: r.quantity }] : []));
  const s = summary(work);
  const unmatched = filled.some((r) => !r.match);

  const startMatch = () => {
    if (filled.length === 0) Toast.show({ content: t.nothingRead });
    else match.mutate(filled.slice(0, QUICK_ORDER_MAX_LINES));
  };
  const addAll = () => {
    if (s.ready.length === 0) Toast.show({ content: s.unchosen > 0 ? t.pickFirst : t.nothingToAdd });
    else add.mutate(cartItems(work));
  };

  return (
    <>
      <p className={styles.hint}>逐行填写商品名称、批准文号或条形码和数量，或粘贴采购明细；识别后核对匹配的商品，一次全部加入购物车。</p>
      <ol className={styles.rows} data-testid="phone-quick-rows">
        {rows.map((r, i) => (
          <li
            key={r.key}
            className={styles.row}
            data-testid="phone-quick-row"
            data-status={r.match ? (r.match.pick === null && r.match.status !== 'not_found' ? 'unchosen' : r.match.status) : 'new'}
          >
            <div className={styles.rowHead}>
              <span className={styles.no}>{i + 1}</span>
              <Input
                className={styles.input}
                value={r.text}
                onChange={(text) => change(r.key, { text, spec: '', maker: '', match: null })}
                placeholder="商品名称/批准文号/条形码"
                maxLength={60}
                clearable
                aria-label={`第${i + 1}行商品`}
              />
              <button
                type="button"
                className={styles.remove}
                aria-label={`删除第${i + 1}行`}
                onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
              >
                <CloseOutline />
              </button>
            </div>
            <div className={styles.rowFoot}>
              <span className={styles.muted}>{[r.spec, r.maker].filter(Boolean).join(' · ')}</span>
              <Stepper
                aria-label={`第${i + 1}行数量`}
                min={1}
                max={100_000}
                digits={0}
                value={r.quantity}
                onChange={(v) => change(r.key, { quantity: v || 1 })}
                style={{ '--height': '44px', '--button-width': '44px', '--input-width': '56px' }}
              />
            </div>
            {r.match && <Match line={r.match} onChoose={() => setChoosing(r)} />}
          </li>
        ))}
      </ol>
      <div className={styles.tools}>
        <Button fill="outline" onClick={() => setRows((rs) => [...rs, row()])} disabled={rows.length >= QUICK_ORDER_MAX_LINES}>
          添加一行
        </Button>
        <Button fill="outline" onClick={() => setPasting(true)}>
          粘贴采购明细
        </Button>
        <Button color="primary" loading={match.isPending} onClick={startMatch}>
          识别并匹配
        </Button>
      </div>
      <footer className={styles.bar}>
        <div>
          <div>
            合计：
            <span className="yc-price" data-testid="phone-quick-total">
              {yuan(s.totalFen)}
            </span>
          </div>
          <div className={styles.muted}>
            可加购 {s.ready.length} 行{s.unchosen > 0 ? `，待选择 ${s.unchosen} 行` : ''}
            {unmatched ? '，有未识别的行' : ''}
          </div>
        </div>
        <Button color="danger" shape="rounded" loading={add.isPending} onClick={addAll}>
          {t.addAll}
        </Button>
      </footer>
      {pasting && (
        <Paste
          onClose={() => setPasting(false)}
          onLines={(lines) => {
            setRows(lines.map((l) => row(l.name || l.code, l.quantity, l.spec, l.maker)));
            setPasting(false);
          }}
        />
      )}
      {choosing?.match && (
        <Choose
          line={choosing.match}
          onClose={() => setChoosing(null)}
          onPick={(pick) => {
            change(choosing.key, { match: { ...choosing.match!, pick } });
            setChoosing(null);
          }}
        />
      )}
    </>
  );
}

/** A row's match: the goods taken (or why none can be), 请选择 for a row several goods answer to. */
function Match({ line: l, onChoose }: { line: WorkLine; onChoose: () => void }) {
  const navigate = useNavigate();
  const c = picked(l);
  if (l.status === 'not_found') {
    return (
      <div className={styles.match}>
        <Tag>{STATUS.not_found}</Tag>
        <span className={styles.muted}>{t.notFound}</span>
        <a className={styles.link} onClick={() => navigate(`${PHONE_PAGES.search}?keywords=${encodeURIComponent(l.input.name || l.input.code)}`)}>
          {t.search}
        </a>
      </div>
    );
  }
  return (
    <div className={styles.match}>
      <Tag color={l.pick === null ? 'warning' : 'success'}>{l.pick === null ? STATUS.ambiguous : STATUS[l.status]}</Tag>
      {c ? (
        <div className={styles.goods} data-testid="phone-quick-goods">
          <strong>{c.name}</strong>
          <span className={styles.muted}>
            {c.ypgg} · {c.sccj} · {c.shop.name}
          </span>
          <span className={styles.muted}>
            {c.base_price === null ? c.price_tip : yuan(c.base_price)} · 库存 {c.number} · 效期 {c.expiry_date || '—'}
          </span>
          {blockedReason(c) && <span className={styles.warn}>{blockedReason(c)}</span>}
        </div>
      ) : null}
      {l.candidates.length > 1 && (
        <a className={styles.link} onClick={onChoose} data-testid="phone-quick-choose">
          {l.pick === null ? t.choose(l.candidates.length) : '换一个'}
        </a>
      )}
    </div>
  );
}

/** The candidates of a row as a sheet: name, spec and maker, shop, price, stock and 效期, one to take. */
function Choose({ line, onClose, onPick }: { line: WorkLine; onClose: () => void; onPick: (id: number) => void }) {
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <div className={styles.sheetTitle}>{t.choose(line.candidates.length)}</div>
      <CheckList value={line.pick === null ? [] : [line.pick]} onChange={(v) => v[0] !== undefined && onPick(Number(v[0]))}>
        {line.candidates.map((c) => (
          <CheckList.Item
            key={c.id}
            value={c.id}
            description={`${c.shop.name} · ${c.base_price === null ? c.price_tip : yuan(c.base_price)} · 库存 ${c.number} · 效期 ${c.expiry_date || '—'}`}
          >
            {c.name} {c.ypgg} · {c.sccj}
          </CheckList.Item>
        ))}
      </CheckList>
    </Popup>
  );
}

const PLACEHOLDER = `每行一个商品：商品名称、批准文号/条形码、规格、生产厂家、数量，用 Tab（从 Excel 复制）或逗号分隔，例如：
阿莫西林胶囊,,0.25g*50粒/盒,石药集团,10
,国药准字Z20251636,,,5`;

/** 粘贴采购明细: lines copied from a sheet (Tab or comma separated), read as the desktop reads them, into rows. */
function Paste({ onClose, onLines }: { onClose: () => void; onLines: (lines: QuickOrderLine[]) => void }) {
  const [text, setText] = useState('');
  const read = () => {
    const sheet = linesFromRows(rowsFromText(text));
    if (sheet.lines.length === 0) {
      Toast.show({ content: t.nothingRead });
      return;
    }
    if (sheet.skipped.length > 0)
      Toast.show({ content: `有 ${sheet.skipped.length} 行未导入：${sheet.skipped.map((r) => `第${r.row}行：${r.reason}`).join('；')}` });
    onLines(sheet.lines);
  };
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <div className={styles.sheetTitle}>粘贴采购明细</div>
      <div className={styles.paste}>
        <TextArea value={text} onChange={setText} rows={7} placeholder={PLACEHOLDER} aria-label="采购明细" />
        <Button block color="primary" disabled={!text.trim()} onClick={read}>
          识别
        </Button>
      </div>
    </Popup>
  );
}
