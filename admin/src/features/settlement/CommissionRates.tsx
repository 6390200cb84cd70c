import { useState } from 'react';
import { Button, Card, Cascader, Col, Flex, Input, Popconfirm, Row, Segmented, Select, Table, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatBasisPoints, type CommissionRateBody, type MenuCategory } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call, callEnvelope } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';
import { useCatalogOptions } from '../../lib/reference-data';
import { useCanWrite } from '../../lib/session';
import { SETTLEMENT_KEY } from './StatementsList';

type Option = { value: number; label: string; children?: Option[] };
const toOptions = (cs: MenuCategory[]): Option[] =>
  cs.map((c) => ({ value: c.id, label: c.name, children: c.children.length ? toOptions(c.children) : undefined }));

/** 佣金比例: the default, and the rates set for shops (they win) and categories (the nearest up the tree). */
export function CommissionRates() {
  const client = useQueryClient();
  const canWrite = useCanWrite('finance');
  const { categories, shops } = useCatalogOptions();
  const { data } = useQuery({
    queryKey: [...SETTLEMENT_KEY, 'rates'],
    queryFn: ({ signal }) => call(api.settlementConsole.rates, undefined, { signal }),
  });
  const [scope, setScope] = useState<'shop' | 'category'>('category');
  const [target, setTarget] = useState<number | undefined>();
  const [rate, setRate] = useState('');
  const save = async (body: { scope: CommissionRateBody['scope']; id: number; rate?: string; remove?: '1' }) => {
    const { msg, data: next } = await callEnvelope(api.settlementConsole.setRate, { body });
    feedback.message?.success(msg);
    client.setQueryData([...SETTLEMENT_KEY, 'rates'], next);
    setRate('');
  };
  const remove = (s: 'shop' | 'category', id: number) => (
    <Popconfirm title="删除后按上级分类或默认比例计算，确定？" onConfirm={() => save({ scope: s, id, remove: '1' })}>
      <Button type="link" size="small" danger disabled={!canWrite}>
        删除
      </Button>
    </Popconfirm>
  );
  return (
    <Card>
      <Typography.Paragraph type="secondary">
        佣金按订单商品行实付金额（扣除满减与优惠券分摊）计收：店铺有单独比例时按店铺，否则按商品分类（未设置时取上级分类），都未设置按默认
        {data ? ` ${formatBasisPoints(data.default_bp)}` : ''}。修改只影响之后生成的对账单。
      </Typography.Paragraph>
      {canWrite ? (
        <Flex gap={8} style={{ marginBottom: 16 }} wrap>
          <Segmented
            value={scope}
            onChange={(v) => {
              setScope(v as 'shop' | 'category');
              setTarget(undefined);
            }}
            options={[
              { value: 'category', label: '按分类' },
              { value: 'shop', label: '按店铺' },
            ]}
          />
          {scope === 'shop' ? (
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="选择店铺"
              style={{ width: 200 }}
              value={target}
              options={shops.map((s) => ({ value: s.id, label: s.short_name }))}
              onChange={setTarget}
            />
          ) : (
            <Cascader
              changeOnSelect
              placeholder="选择分类"
              style={{ width: 260 }}
              options={toOptions(categories)}
              onChange={(v) => setTarget(v?.length ? Number(v[v.length - 1]) : undefined)}
            />
          )}
          <Input
            style={{ width: 140 }}
            suffix="%"
            placeholder="如 5.5"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
            aria-label="佣金比例"
          />
          <Button type="primary" disabled={!target || !rate} onClick={() => void save({ scope, id: target!, rate })}>
            保存比例
          </Button>
        </Flex>
      ) : null}
      <Row gutter={16}>
        <Col span={12}>
          <Table
            title={() => '按店铺'}
            rowKey="shop_id"
            size="small"
            pagination={false}
            dataSource={data?.shops}
            columns={[
              { title: '店铺', dataIndex: 'shop' },
              { title: '佣金比例', dataIndex: 'rate_bp', width: 120, render: formatBasisPoints },
              { title: '', key: 'op', width: 80, render: (_, r) => remove('shop', r.shop_id) },
            ]}
          />
        </Col>
        <Col span={12}>
          <Table
            title={() => '按分类'}
            rowKey="category_id"
            size="small"
            pagination={false}
            dataSource={data?.categories}
            columns={[
              { title: '分类', dataIndex: 'category' },
              { title: '佣金比例', dataIndex: 'rate_bp', width: 120, render: formatBasisPoints },
              { title: '', key: 'op', width: 80, render: (_, r) => remove('category', r.category_id) },
            ]}
          />
        </Col>
      </Row>
    </Card>
  );
}
