import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, App, Button, Steps } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { PageContainer } from '../../../components/layout/page-container';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAddToCart } from '../../../components/ui/use-add-to-cart';
import { formatMoney } from '../../../lib/money';
import { matchLines, type QuickOrderSheet } from '../api/quick-order';
import { cartItems, summary, toWorkLines, type WorkLine } from '../model/quick-lines';
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
        <EmptyState text="登录后即可使用快速下单">
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
      message.success(`已识别 ${result.lines.length} 行：匹配 ${result.matched} 行，待选择 ${result.ambiguous} 行，未找到 ${result.not_found} 行`);
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
      message.warning(s.unchosen > 0 ? '请先为待选择的行选择商品' : '没有可以加入购物车的商品');
      return;
    }
    add(cartItems(lines));
  };

  return (
    <PageContainer className={styles.page} data-testid="quick-order">
      <div className={styles.card}>
        <div className={styles.head}>
          <h2 className={styles.title}>快速下单</h2>
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
            <Link to="/cart">去购物车结算</Link>
            <Button type="primary" danger size="large" icon={<ShoppingCartOutlined />} loading={adding} onClick={addAll} data-testid="quick-add-all">
              全部加入购物车
            </Button>
          </div>
        </div>
      )}
    </PageContainer>
  );
}
