import { useEffect, useRef, useState } from 'react';
import { Alert, Empty, Flex, Input, Spin, Typography, type InputRef } from 'antd';
import { ScanOutlined } from '@ant-design/icons';
import { readTraceCode, type ApiError } from '@yaocai/contract';
import { useUrlFilters } from '../../lib/url-filters';
import { useOrdersScope } from './scope';
import { useTraceCode } from './trace-api';
import { TraceHistory } from './trace-history';

/**
 * 追溯码查询: a USB scanner types the code and Enter into the field (it stays focused and selected, so the next scan
 * replaces it); a pasted GS1 string, with brackets or the scanner's separators, is read as the server reads it. What
 * is not a code is named at once; a code the platform (or the shop) does not know gets the server's message.
 */
export function TraceLookup() {
  const { merchant } = useOrdersScope();
  const { params, set } = useUrlFilters();
  const asked = params.get('code');
  // The field shows what is being typed, else the code the URL asks for (Back and a shared link show theirs).
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<InputRef>(null);
  const read = asked ? readTraceCode(asked) : null;
  const code = read?.ok ? read.value.code : null;
  const { data, error, isFetching, refetch } = useTraceCode(code);

  const search = (value: string) => {
    if (!value.trim()) return;
    const r = readTraceCode(value);
    const next = r.ok ? r.value.code : value.trim();
    setDraft(null);
    if (next === asked) {
      void refetch();
      input.current?.select();
    } else set({ code: next });
  };
  // Once the field shows the code asked for, all of it is selected: the scanner's next code replaces it.
  useEffect(() => input.current?.select(), [asked]);

  return (
    <Flex vertical gap={16}>
      <div>
        <Input.Search
          ref={input}
          autoFocus
          allowClear
          size="large"
          prefix={<ScanOutlined />}
          enterButton="查询"
          value={draft ?? asked ?? ''}
          onChange={(e) => setDraft(e.target.value)}
          onSearch={search}
          placeholder="扫描或输入追溯码，回车查询"
          style={{ maxWidth: 640 }}
          data-testid="trace-code-input"
        />
        <div style={{ marginTop: 6 }}>
          <Typography.Text type="secondary">
            支持码上放心20位追溯码、GS1数据矩阵码（如 (01)…(17)…(10)…(21)…）与其他企业的追溯码；扫描箱码可查看箱内码数。
          </Typography.Text>
        </div>
      </div>
      {read && !read.ok ? (
        <Alert type="error" showIcon title="这不是有效的药品追溯码" description={read.error} />
      ) : error ? (
        <Alert
          type="warning"
          showIcon
          title={(error as ApiError).firstFieldError || '查询失败'}
          description={
            (error as ApiError).status === 404
              ? merchant
                ? '该码不属于本店铺：既未在本店铺导入的包装关系中，也未随本店铺的订单发货。'
                : '该码既未在任何店铺导入的包装关系中，也未随平台订单发货。'
              : null
          }
        />
      ) : data ? (
        <Spin spinning={isFetching}>
          <TraceHistory view={data} onLookup={(c) => set({ code: c })} />
        </Spin>
      ) : code ? (
        <Spin style={{ padding: 48 }} />
      ) : (
        <Empty description="扫描或输入追溯码，查看商品、批号、发货与收货验收" style={{ padding: 32 }} />
      )}
    </Flex>
  );
}
