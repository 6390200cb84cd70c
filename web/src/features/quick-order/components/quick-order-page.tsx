import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, App, Button, Steps } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { PageContainer } from '../../../components/layout/page-container';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAddToCart } from '../../../components/ui/use-add-to-cart';
import { formatMoney } from '../../../lib/money';
import { cartItems, quickOrderText as t, summary, toWorkLines, type WorkLine } from '@yaocai/contract';
import { matchLines, type QuickOrderSheet } from '../api/quick-order';
import { QuickImport } from './quick-import';
import { QuickResults } from './quick-results';
import styles from './quick-order.module.css';

/** /quickOrder: a purchase sheet in, every line matched across merchants, all of it into the cart in one request. */
export function QuickOrderPage({ isMember }: { isMember: boolean | null }) {
  const { message } = App.useApp();
  const { add, pending: adding } = useAddToCart();
  const [lines, setLines] = useState<WorkLine[] | null>(null);
  const [skipped, setSkipped] = useState<QuickOrderSheet['skipped']>([]);
  const [matching, setMatching] = useState(false);

  if (isMember === false) {
    return (
      <PageContainer className={styles.page}>
        <EmptyState text={t.loginFirst}>
          <Link to="/login?redirect=%2FquickOrder">
            <Button type="primary">去登录</Button>
          </Link>
        </EmptyState>
      </PageContainer>
    );
  }

  const onLines = async (sheet: QuickOrderSheet) => {
    setMatching(true);
    try {
      const result = await matchLines(sheet.lines);
      setLines(toWorkLines(result.lines));
      setSkipped(sheet.skipped);
      message.success(t.matched(result));
    } catch {
      // The request client has shown why (422 names the row).
    } finally {
      setMatching(false);
    }
  };

  const change = (line: number, patch: Partial<Pick<WorkLine, 'pick' | 'quantity'>>) =>
    setLines((ls) => ls && ls.map((l) => (l.line === line ? { ...l, ...patch } : l)));
  const remove = (line: number) => setLines((ls) => ls && ls.filter((l) => l.line !== line));

  const s = lines ? summary(lines) : null;
  const addAll = () => {
    if (!lines || !s) return;
    if (s.ready.length === 0) {
      message.warning(s.unchosen > 0 ? t.pickFirst : t.nothingToAdd);
      return;
    }
    add(cartItems(lines));
  };

  return (
    <PageContainer className={styles.page} data-testid="quick-order">
      <div className={styles.card}>
        <div className={styles.head}>
          <h2 className={styles.title}>{t.title}</h2>
          <Steps
            size="small"
            className={styles.steps}
            current={lines ? 1 : 0}
            items={[{ title: '导入采购单' }, { title: '核对匹配结果' }, { title: '加入购物车' }]}
          />
        </div>
        <QuickImport onLines={onLines} busy={matching} />
      </div>
      {lines && s && (
        <div className={styles.card} data-testid="quick-results">
          {skipped.length > 0 && (
            <Alert
              type="warning"
              showIcon
              className={styles.alert}
              message={`有 ${skipped.length} 行未导入`}
              description={skipped.map((r) => `第${r.row}行：${r.reason}`).join('；')}
            />
          )}
          <div className={styles.bar}>
            <span>
              共 {lines.length} 行，可加购 <b>{s.ready.length}</b> 行
              {s.unchosen > 0 && <span className={styles.warnText}>，待选择 {s.unchosen} 行</span>}
              {s.blocked > 0 && <span className={styles.warnText}>，不可购买 {s.blocked} 行</span>}
              {s.notFound > 0 && <span className={styles.muted}>，未找到 {s.notFound} 行</span>}
            </span>
          </div>
          <QuickResults lines={lines} onChange={change} onRemove={remove} />
          <div className={styles.footer}>
            <span>
              合计：<b className={styles.total}>{formatMoney(s.totalFen)}</b>
            </span>
            <Link to="/cart">{t.toCart}</Link>
            <Button type="primary" danger size="large" icon={<ShoppingCartOutlined />} loading={adding} onClick={addAll} data-testid="quick-add-all">
              {t.addAll}
            </Button>
          </div>
        </div>
      )}
    </PageContainer>
  );
}
