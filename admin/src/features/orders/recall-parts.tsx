import { Button, Flex, Space, Tag, Typography } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { RECALL_CLASS_TEXT, RECALL_DEADLINE_DAYS } from '@yaocai/contract';
import { useRecallExport } from './recalls-api';

/** 一级 the most urgent (a serious health risk), so the loudest colour. */
const CLASS_COLOR: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'gold' };

/** A recall's class as a coloured tag, with the days its buyers have to act. */
export function RecallClassTag({ level, days = true }: { level: number; days?: boolean }) {
  return (
    <Flex vertical align="flex-start">
      <Tag color={CLASS_COLOR[level]} style={{ marginInlineEnd: 0 }}>
        {RECALL_CLASS_TEXT[level] ?? `${level}级召回`}
      </Tag>
      {days ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${RECALL_DEADLINE_DAYS[level] ?? '—'}天内处理`}</Typography.Text> : null}
    </Flex>
  );
}

/** Each part of the progress line stays whole; in a narrow column the overdue count moves to a line of its own. */
const UNBROKEN = { display: 'inline-block', whiteSpace: 'nowrap' } as const;

/** 收货单位 N · 已确认 M · 逾期 K: the overdue count in red while any buyer has let its deadline pass. */
export function RecallProgress({ buyers, acknowledged, overdue }: { buyers: number; acknowledged: number; overdue: number }) {
  return (
    <span data-testid="recall-progress">
      <span style={UNBROKEN}>
        收货单位 {buyers} · 已确认 {acknowledged}
      </span>{' '}
      <span style={UNBROKEN}>
        ·{' '}
        <Typography.Text type={overdue > 0 ? 'danger' : undefined} strong={overdue > 0}>
          逾期 {overdue}
        </Typography.Text>
      </span>
    </span>
  );
}

/** 导出 the regulator's record: Excel by default, CSV beside it for systems that import text. */
export function RecallExportLinks({ id }: { id: number }) {
  const exportRecall = useRecallExport();
  return (
    <Space size={0} wrap={false}>
      <Button type="link" size="small" icon={<FileExcelOutlined />} onClick={() => exportRecall(id, 'xlsx')}>
        导出
      </Button>
      <Button type="link" size="small" onClick={() => exportRecall(id, 'csv')}>
        CSV
      </Button>
    </Space>
  );
}
