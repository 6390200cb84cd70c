import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Flex, Progress, Radio, Result, Space, Statistic, Table, Tag, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GOODS_IMPORT_KIND_NAMES,
  GOODS_IMPORT_KINDS,
  GOODS_IMPORT_MAX_ROWS,
  GOODS_IMPORT_STATE_NAMES,
  type GoodsImportError,
  type GoodsImportKind,
  type GoodsImportRow,
} from '@yaocai/contract';
import { chinaTime } from '../../lib/china-time';
import { PageTitle } from '../../components/page-title';
import { call, callEnvelope, download, upload } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';
import { useCanWrite, useMerchantCanWrite } from '../../lib/session';
import { GOODS_KEY, goodsApi, PLATFORM_GOODS, type GoodsScope } from './api';

const KEY = ['console', 'goods-imports'] as const;
const STATE_COLOR: Record<GoodsImportRow['state'], string> = {
  checked: 'gold',
  queued: 'blue',
  running: 'processing',
  done: 'green',
  cancelled: 'default',
};
const china = (iso: string | null) => chinaTime(iso, 'YYYY-MM-DD HH:mm:ss');
const working = (s?: GoodsImportRow['state']) => s === 'queued' || s === 'running';
const percentOf = (v: Pick<GoodsImportRow, 'processed' | 'valid_rows'>) => (v.valid_rows ? Math.floor((v.processed * 100) / v.valid_rows) : 0);

const KIND_HELP: Record<GoodsImportKind, string> = {
  goods: '新增或修改商品资料：商品ID留空为新增，填写则修改该商品（留空的列保持原值）。也可先在商品管理中“导出Excel”，修改后导入。',
  stock: '按“商品ID + 仓库”设置库存，可同时更新当前批号、生产日期和有效期。',
  prices: '按商品ID修改供货价、建议零售价和阶梯价。',
};

/**
 * 批量导入: a file is checked row by row first (nothing written, the bad rows listed and downloadable as Excel), then
 * imported by a job on the server; the import's id is in the address, so its progress survives a reload.
 */
export default function ImportPage({ scope = PLATFORM_GOODS }: { scope?: GoodsScope }) {
  const [params, setParams] = useSearchParams();
  const platformWrite = useCanWrite('catalog');
  const merchantWrite = useMerchantCanWrite('goods');
  const canWrite = scope.merchant ? merchantWrite : platformWrite;
  // A merchant's new goods pass the goods review one by one: its files set stock and prices of its own goods.
  const kinds = scope.merchant ? GOODS_IMPORT_KINDS.filter((k) => k !== 'goods') : GOODS_IMPORT_KINDS;
  const [kind, setKind] = useState<GoodsImportKind>(kinds[0]!);
  const base = `${scope.base}/imports`;
  const [checking, setChecking] = useState(false);
  const id = params.get('id');
  const recent = useQuery({
    queryKey: [...KEY, 'recent', base],
    queryFn: ({ signal }) => call(goodsApi(scope).imports, {}, { signal }),
    refetchInterval: (q) => (q.state.data?.some((r) => working(r.state)) ? 2000 : false),
  });
  const open = (next: string | null) => setParams(next ? { id: next } : {}, { replace: false });

  const check = async (file: File) => {
    const fd = new FormData();
    fd.append('kind', kind);
    fd.append('file', file);
    setChecking(true);
    try {
      const { data, msg } = await upload(goodsApi(scope).importUpload, fd);
      (data.error_rows ? feedback.message?.warning : feedback.message?.success)?.(msg);
      open(data.id);
      void recent.refetch();
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <PageTitle title="批量导入">
        先校验后导入：上传后逐行检查（不写入商品），确认无误再开始导入；导入由后台任务执行，刷新页面或服务重启都不影响进度。
      </PageTitle>
      {canWrite ? (
        <Card title="上传文件" style={{ marginBottom: 16 }}>
          <Flex vertical gap={12}>
            <Space wrap>
              <Radio.Group
                optionType="button"
                value={kind}
                onChange={(e) => setKind(e.target.value as GoodsImportKind)}
                options={kinds.map((k) => ({ value: k, label: GOODS_IMPORT_KIND_NAMES[k] }))}
              />
              <Button icon={<DownloadOutlined />} onClick={() => void download(goodsApi(scope).importTemplate, { query: { kind } })}>
                下载“{GOODS_IMPORT_KIND_NAMES[kind]}”模板
              </Button>
            </Space>
            <Typography.Text type="secondary">{KIND_HELP[kind]}</Typography.Text>
            <Upload.Dragger
              accept=".xlsx,.csv"
              showUploadList={false}
              disabled={checking}
              beforeUpload={(file) => {
                void check(file);
                return Upload.LIST_IGNORE;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{checking ? '正在校验，请稍候…' : '点击或拖入 Excel（.xlsx）或 CSV 文件'}</p>
              <p className="ant-upload-hint">单个文件不超过 5MB、{GOODS_IMPORT_MAX_ROWS.toLocaleString('zh-CN')} 行；第一行为表头</p>
            </Upload.Dragger>
          </Flex>
        </Card>
      ) : null}
      {id ? <ImportDetail scope={scope} id={id} canWrite={canWrite} onClose={() => open(null)} /> : null}
      <Card title="最近导入">
        <Table<GoodsImportRow>
          rowKey="id"
          size="middle"
          loading={recent.isFetching && !recent.data}
          dataSource={recent.data}
          pagination={false}
          onRow={(r) => ({ onClick: () => open(r.id), style: { cursor: 'pointer' } })}
          columns={[
            { title: '上传时间', dataIndex: 'created_at', width: 170, render: china },
            { title: '文件', dataIndex: 'file_name', ellipsis: true },
            { title: '类型', dataIndex: 'kind', width: 110, render: (k: GoodsImportKind) => GOODS_IMPORT_KIND_NAMES[k] },
            { title: '行数', key: 'rows', width: 150, render: (_, r) => `${r.total_rows}（错误 ${r.error_rows}）` },
            {
              title: '状态',
              dataIndex: 'state',
              width: 200,
              render: (s: GoodsImportRow['state'], r) =>
                working(s) ? <Progress percent={percentOf(r)} size="small" /> : <Tag color={STATE_COLOR[s]}>{GOODS_IMPORT_STATE_NAMES[s]}</Tag>,
            },
            {
              title: '结果',
              key: 'result',
              width: 200,
              render: (_, r) => (r.state === 'done' ? `新增 ${r.created}，更新 ${r.updated}，失败 ${r.failed}` : '—'),
            },
            { title: '上传人', dataIndex: 'operator', width: 100 },
          ]}
        />
      </Card>
    </>
  );
}

/** One file: its verdicts, the start button, then the job's live progress and result. */
function ImportDetail({ scope, id, canWrite, onClose }: { scope: GoodsScope; id: string; canWrite: boolean; onClose: () => void }) {
  const goods = goodsApi(scope);
  const client = useQueryClient();
  const { data: v } = useQuery({
    queryKey: [...KEY, id],
    queryFn: ({ signal }) => call(goods.importView, { params: { id } }, { signal }),
    refetchInterval: (q) => (working(q.state.data?.state) ? 1000 : false),
  });
  const state = v?.state;
  useEffect(() => {
    if (state === 'done') void client.invalidateQueries({ queryKey: GOODS_KEY });
  }, [state, client]);
  if (!v) return <Card loading style={{ marginBottom: 16 }} />;
  const act = async (action: 'start' | 'cancel') => {
    const { data, msg } = await callEnvelope(action === 'start' ? goods.importStart : goods.importCancel, { params: { id } });
    feedback.message?.success(msg);
    client.setQueryData([...KEY, id], data);
    await client.invalidateQueries({ queryKey: [...KEY, 'recent'] });
  };

  return (
    <Card
      title={`导入记录：${v.file_name}`}
      style={{ marginBottom: 16 }}
      extra={
        <Button type="link" onClick={onClose}>
          关闭
        </Button>
      }
      data-testid="import-detail"
    >
      <Descriptions size="small" column={4} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="类型">{GOODS_IMPORT_KIND_NAMES[v.kind]}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={STATE_COLOR[v.state]}>{GOODS_IMPORT_STATE_NAMES[v.state]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="上传人">{v.operator}</Descriptions.Item>
        <Descriptions.Item label="上传时间">{china(v.created_at)}</Descriptions.Item>
      </Descriptions>
      <Flex gap={48} style={{ marginBottom: 16 }}>
        <Statistic title="数据行" value={v.total_rows} />
        <Statistic title="可导入" value={v.valid_rows} styles={{ content: { color: '#389e0d' } }} />
        <Statistic title="有错误" value={v.error_rows} styles={{ content: { color: v.error_rows ? '#cf1322' : undefined } }} />
      </Flex>

      {v.state === 'checked' ? (
        <Space style={{ marginBottom: 16 }}>
          {canWrite ? (
            <Button type="primary" disabled={v.valid_rows === 0} onClick={() => void act('start')}>
              {v.error_rows ? `跳过错误行，导入 ${v.valid_rows} 行` : `开始导入 ${v.valid_rows} 行`}
            </Button>
          ) : null}
          {canWrite ? <Button onClick={() => void act('cancel')}>放弃本次导入</Button> : null}
        </Space>
      ) : null}
      {working(v.state) ? (
        <div style={{ marginBottom: 16 }} data-testid="import-progress">
          <Progress percent={percentOf(v)} status="active" />
          <Typography.Text type="secondary">
            {v.state === 'queued' ? '排队中，即将开始…' : `已处理 ${v.processed} / ${v.valid_rows} 行`}
          </Typography.Text>
        </div>
      ) : null}
      {v.state === 'done' ? (
        <Result
          status={v.failed ? 'warning' : 'success'}
          title={`导入完成：新增 ${v.created} 个，更新 ${v.updated} 个${v.failed ? `，${v.failed} 行未写入` : ''}`}
          subTitle={`开始于 ${china(v.started_at)}，完成于 ${china(v.finished_at)}`}
          style={{ padding: '16px 0' }}
        />
      ) : null}

      {v.errors.length ? (
        <>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            message={`${v.error_rows + v.failed} 行未通过，不会导入；修改后可单独上传这些行。`}
            action={
              <Button size="small" icon={<DownloadOutlined />} onClick={() => void download(goodsApi(scope).importErrors, { params: { id } })}>
                下载错误报告
              </Button>
            }
          />
          <Table<GoodsImportError>
            rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
            size="small"
            dataSource={v.errors}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              { title: '行号', dataIndex: 'row', width: 80 },
              { title: '列', dataIndex: 'column', width: 160 },
              { title: '问题', dataIndex: 'message' },
            ]}
          />
        </>
      ) : null}
    </Card>
  );
}
