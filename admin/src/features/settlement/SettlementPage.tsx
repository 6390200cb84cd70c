import { Card, Statistic, Col, Row, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatYuan } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { CommissionRates } from './CommissionRates';
import { SETTLEMENT_KEY, StatementsList } from './StatementsList';

/** This month so far, as its statement would read today: what the shop can expect on the 1st. */
function CurrentMonth() {
  const { data: m } = useQuery({
    queryKey: [...SETTLEMENT_KEY, 'current'],
    queryFn: ({ signal }) => call(api.settlementMerchant.current, undefined, { signal }),
  });
  if (!m) return null;
  return (
    <Card title={`本月预估（${m.period}，截至今日，未入账）`} style={{ marginBottom: 16 }} data-testid="statement-current">
      <Row gutter={16}>
        <Col span={6}>
          <Statistic title={`订单金额（${m.order_count}笔）`} value={formatYuan(m.order_amount)} />
        </Col>
        <Col span={6}>
          <Statistic title={`退款金额（${m.refund_count}笔）`} value={formatYuan(m.refund_amount)} />
        </Col>
        <Col span={6}>
          <Statistic title="平台佣金" value={formatYuan(m.commission)} />
        </Col>
        <Col span={6}>
          <Statistic title="预估应结" value={formatYuan(m.payable)} valueStyle={{ color: '#0a8a5f' }} />
        </Col>
      </Row>
      {m.lines.length ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {m.lines
            .slice(-5)
            .map((l) => `${l.kind === 'order' ? '订单' : '退款'} ${l.order_no} ${formatYuan(l.amount)}（佣金 ${formatYuan(l.commission)}）`)
            .join('；')}
          {m.lines.length > 5 ? ` 等共${m.lines.length}笔` : ''}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}

/** 商家结算: every shop's monthly statements (generate, export, mark paid) and the commission rates. */
export default function SettlementPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'statements';
  return (
    <>
      <PageTitle title="商家结算">每月1日自动生成上月对账单：订单金额 − 退款 − 平台佣金 = 应结金额；向商家付款后标记已结算。</PageTitle>
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(k === 'statements' ? {} : { tab: k }, { replace: true })}
        items={[
          { key: 'statements', label: '对账单', children: <StatementsList scope={{ base: '/settlement/statements', merchant: false }} /> },
          { key: 'rates', label: '佣金比例', children: <CommissionRates /> },
        ]}
      />
    </>
  );
}

/** A merchant's 对账单 (财务): its own shop's statements, their lines and the Excel file. */
export function MerchantStatementsPage() {
  return (
    <>
      <PageTitle title="对账单">平台每月1日生成上月对账单：订单金额 − 退款 − 平台佣金 = 应结金额，可查看每笔订单与退款的明细并导出Excel。</PageTitle>
      <CurrentMonth />
      <StatementsList scope={{ base: '/merchant/statements', merchant: true }} />
    </>
  );
}
