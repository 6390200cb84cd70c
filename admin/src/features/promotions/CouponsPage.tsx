import { useState } from 'react';
import {
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  COMPANY_TYPES,
  COUPON_STATES,
  couponIssueBody,
  couponTemplateBody,
  fenToYuanInput,
  formatYuan,
  type AdminCouponView,
  type CouponState,
} from '@yaocai/contract';
import { PageTitle } from '../../components/page-title';
import { CouponSample } from './CouponSample';
import * as api from '@yaocai/contract/api';
import { call, callEnvelope } from '../../lib/api-client';
import { chinaFromNow, chinaMinuteItemProps } from '../../lib/china-time';
import { useFormSave } from '../../lib/save-form';
import { usePagedQuery, PAGE_SIZE, tablePaging } from '../../lib/paged-query';
import { pageOf, useUrlFilters } from '../../lib/url-filters';
import { usePromotionEnd } from './promotion-list';
import { EditorDrawer } from '../../components/editor-drawer';
import { usePromotionsCanWrite, usePromotionsApi, usePromotionsScope, usePromotionShops } from './scope';

const KEY = ['console', 'coupons'] as const;
const MINUTE = 'YYYY-MM-DD HH:mm';
const STATE_COLOR: Record<CouponState, string> = { upcoming: 'blue', claiming: 'green', sold_out: 'orange', ended: 'default' };
const TABS = [{ key: 'all', label: '全部' }, ...Object.entries(COUPON_STATES).map(([key, label]) => ({ key, label }))];

/** 优惠券: platform and shop coupons members claim in 领券中心 or on a shop's page, or that an operator issues. */
export default function CouponsPage() {
  const { params, set } = useUrlFilters();
  const canWrite = usePromotionsCanWrite();
  const { shop: own } = usePromotionsScope();
  const shops = usePromotionShops();
  const state = params.get('state') ?? 'all';
  const shop = params.get('shop_id');
  const page = pageOf(params);
  const [editing, setEditing] = useState<{ row: AdminCouponView | null } | null>(null);
  const [issuing, setIssuing] = useState<AdminCouponView | null>(null);
  const coupons = usePromotionsApi(api.couponsConsole, api.couponsMerchant);
  const { data, isFetching } = usePagedQuery(KEY, coupons.list, {
    ...(state === 'all' ? {} : { state }),
    ...(shop ? { shop_id: shop } : {}),
    page,
    page_size: PAGE_SIZE,
  });
  const { end } = usePromotionEnd(KEY, (id) => callEnvelope(coupons.end, { params: { id } }));
  return (
    <>
      <PageTitle title="优惠券">平台券适用整单，店铺券只计该店商品；已有会员持有后，门槛、金额与有效期不能再修改。</PageTitle>
      <Card>
        <Tabs activeKey={state} onChange={(k) => set({ state: k })} items={TABS} />
        <Flex gap={8} style={{ marginBottom: 12 }}>
          {own ? null : (
            <Select
              allowClear
              placeholder="全部店铺"
              style={{ width: 200 }}
              value={shop === null ? undefined : Number(shop)}
              options={[{ value: 0, label: '平台券' }, ...shops.map((s) => ({ value: s.id, label: s.short_name }))]}
              onChange={(v?: number) => set({ shop_id: v })}
            />
          )}
          {canWrite ? (
            <Button type="primary" onClick={() => setEditing({ row: null })}>
              新建优惠券
            </Button>
          ) : null}
        </Flex>
        <Table<AdminCouponView>
          rowKey="id"
          size="middle"
          loading={isFetching && !data}
          dataSource={data?.list}
          pagination={tablePaging({ page, total: data?.total, onChange: (p) => set({ page: p }) })}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 60 },
            {
              title: '优惠券',
              key: 'name',
              render: (_, c) => (
                <>
                  <div>{c.name}</div>
                  <Typography.Text type="danger">
                    {c.threshold ? `满${formatYuan(c.threshold)}减${formatYuan(c.amount)}` : `无门槛减${formatYuan(c.amount)}`}
                  </Typography.Text>
                </>
              ),
            },
            { title: '适用', dataIndex: 'shop_name', width: 90, render: (n: string, c) => (c.shop_id ? n : <Tag color="gold">平台券</Tag>) },
            {
              title: '领取 / 使用 / 总量',
              key: 'counts',
              width: 130,
              render: (_, c) => `${c.claimed_count} / ${c.used_count} / ${c.total_count}`,
            },
            { title: '每人限领', dataIndex: 'per_member_limit', width: 70 },
            {
              title: '领取 / 使用时间（北京时间）',
              key: 'times',
              width: 340,
              render: (_, c) => (
                <>
                  <div>
                    领取：{c.claim_starts_at} ~ {c.claim_ends_at}
                  </div>
                  <Typography.Text type="secondary">
                    使用：{c.valid_days ? `领取后${c.valid_days}天内` : `${c.valid_from} ~ ${c.valid_to}`}
                  </Typography.Text>
                </>
              ),
            },
            { title: '状态', dataIndex: 'state', width: 80, render: (s: CouponState) => <Tag color={STATE_COLOR[s]}>{COUPON_STATES[s]}</Tag> },
            {
              title: '操作',
              key: 'op',
              width: 140,
              render: (_, c) =>
                canWrite ? (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => setEditing({ row: c })}>
                      编辑
                    </Button>
                    {c.state !== 'ended' ? (
                      <>
                        {/* Issuing to chosen members is the platform's: a shop sees no buyers. */}
                        {own ? null : (
                          <Button type="link" size="small" onClick={() => setIssuing(c)}>
                            发放
                          </Button>
                        )}
                        <Popconfirm title="结束后会员不能再领取，已领取的券在有效期内仍可使用。" onConfirm={() => end(c)}>
                          <Button type="link" size="small" danger>
                            结束
                          </Button>
                        </Popconfirm>
                      </>
                    ) : null}
                  </Space>
                ) : null,
            },
          ]}
        />
      </Card>
      {editing ? <CouponDrawer row={editing.row} onClose={() => setEditing(null)} /> : null}
      {issuing ? <IssueModal coupon={issuing} onClose={() => setIssuing(null)} /> : null}
    </>
  );
}

const picker = <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE} />;

function CouponDrawer({ row, onClose }: { row: AdminCouponView | null; onClose: () => void }) {
  const [form] = Form.useForm();
  const { shop } = usePromotionsScope();
  const coupons = usePromotionsApi(api.couponsConsole, api.couponsMerchant);
  const shops = usePromotionShops();
  const { busy, save } = useFormSave(KEY, onClose);
  const validity = Form.useWatch('validity', form) as 'fixed' | 'days' | undefined;
  const initial = row
    ? {
        ...row,
        threshold: Number(fenToYuanInput(row.threshold)),
        amount: Number(fenToYuanInput(row.amount)),
        validity: row.valid_days ? 'days' : 'fixed',
      }
    : {
        shop_id: shop?.id ?? 0,
        threshold: 300,
        amount: 20,
        total_count: 1000,
        per_member_limit: 1,
        validity: 'days',
        valid_days: 30,
        claim_starts_at: chinaFromNow(0),
        claim_ends_at: chinaFromNow(30 * 86_400_000),
      };
  const submit = async () => {
    const v = form.getFieldsValue(true) as {
      name?: string;
      shop_id?: number;
      threshold?: number;
      amount?: number;
      total_count?: number;
      per_member_limit?: number;
      claim_starts_at?: string;
      claim_ends_at?: string;
      /** Always set: the radio starts on 领取后若干天 and cannot be cleared. */
      validity: 'fixed' | 'days';
      valid_from?: string | null;
      valid_to?: string | null;
      valid_days?: number | null;
    };
    const fixed = v.validity === 'fixed';
    const body = {
      name: v.name ?? '',
      shop_id: v.shop_id ?? '',
      threshold: v.threshold ?? '',
      amount: v.amount ?? '',
      total_count: v.total_count ?? '',
      per_member_limit: v.per_member_limit ?? '',
      claim_starts_at: v.claim_starts_at ?? '',
      claim_ends_at: v.claim_ends_at ?? '',
      validity: v.validity,
      valid_from: fixed ? (v.valid_from ?? '') : '',
      valid_to: fixed ? (v.valid_to ?? '') : '',
      valid_days: fixed ? '' : (v.valid_days ?? ''),
    };
    await (row
      ? save(form, couponTemplateBody, coupons.update, { params: { id: row.id }, body })
      : save(form, couponTemplateBody, coupons.create, { body }));
  };
  return (
    <EditorDrawer
      title={row ? `编辑优惠券 · ID ${row.id}` : '新建优惠券'}
      width={720}
      busy={busy}
      onSave={submit}
      saveTestId="coupon-save"
      onClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="name" label="优惠券名称" required>
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="shop_id" label="适用范围" required extra="平台券按整单金额计算门槛；店铺券只计该店铺的商品。">
          <Select
            showSearch
            optionFilterProp="label"
            disabled={!!shop}
            options={[...(shop ? [] : [{ value: 0, label: '平台券（全场）' }]), ...shops.map((s) => ({ value: s.id, label: s.short_name }))]}
          />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="threshold" label="使用门槛（元）" required extra="0 为无门槛">
            <InputNumber min={0} precision={2} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="amount" label="优惠金额（元）" required>
            <InputNumber min={0.01} precision={2} style={{ width: 160 }} />
          </Form.Item>
        </Flex>
        <Flex gap={16}>
          <Form.Item name="total_count" label="发放总量" required extra={row ? `已领取${row.claimed_count}张` : undefined}>
            <InputNumber min={1} max={1000000} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="per_member_limit" label="每人限领" required>
            <InputNumber min={1} max={100} precision={0} />
          </Form.Item>
        </Flex>
        <Flex gap={16}>
          <Form.Item name="claim_starts_at" label="领取开始" required {...chinaMinuteItemProps}>
            {picker}
          </Form.Item>
          <Form.Item name="claim_ends_at" label="领取结束" required {...chinaMinuteItemProps}>
            {picker}
          </Form.Item>
        </Flex>
        <Form.Item name="validity" label="有效期" required>
          <Radio.Group
            options={[
              { value: 'days', label: '领取后若干天' },
              { value: 'fixed', label: '固定时间段' },
            ]}
          />
        </Form.Item>
        {validity === 'fixed' ? (
          <Flex gap={16}>
            <Form.Item name="valid_from" label="有效期开始" required {...chinaMinuteItemProps}>
              {picker}
            </Form.Item>
            <Form.Item name="valid_to" label="有效期结束" required {...chinaMinuteItemProps}>
              {picker}
            </Form.Item>
          </Flex>
        ) : (
          <Form.Item name="valid_days" label="领取后有效天数" required>
            <InputNumber min={1} max={365} precision={0} addonAfter="天" />
          </Form.Item>
        )}
      </Form>
      <CouponSample coupon={form} />
    </EditorDrawer>
  );
}

/** A Select of members searched on the server (company, phone, account). */
function MemberSelect({ value, onChange }: { value?: number[]; onChange?: (v: number[]) => void }) {
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useQuery({
    queryKey: ['console', 'member-picker', keyword],
    queryFn: ({ signal }) => call(api.membersConsole.list, { query: { status: 'approved', keyword, page_size: 20 } }, { signal }),
    staleTime: 30_000,
  });
  return (
    <Select
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      placeholder="输入单位名称、手机号或账号搜索"
      value={value}
      onChange={onChange}
      options={(data?.list ?? []).map((m) => ({ value: m.id, label: `${m.company}（${m.username}）` }))}
      data-testid="issue-members"
    />
  );
}

function IssueModal({ coupon, onClose }: { coupon: AdminCouponView; onClose: () => void }) {
  const [form] = Form.useForm();
  const { busy, save } = useFormSave(KEY, onClose);
  const target = Form.useWatch('target', form) as 'members' | 'group' | undefined;
  const submit = async () => {
    const v = form.getFieldsValue(true) as { target: 'members' | 'group'; member_ids?: number[]; company_type?: string; province?: string };
    await save(form, couponIssueBody, api.couponsConsole.issue, {
      params: { id: coupon.id },
      body: {
        target: v.target,
        member_ids: v.target === 'members' ? (v.member_ids ?? []).join(',') : '',
        company_type: v.target === 'group' ? (v.company_type ?? '') : '',
        province: v.target === 'group' ? (v.province ?? '') : '',
      },
    });
  };
  return (
    <Modal open width={600} title={`发放优惠券：${coupon.name}`} okText="发放" confirmLoading={busy} onOk={submit} onCancel={onClose}>
      <Typography.Paragraph type="secondary">
        剩余 {coupon.total_count - coupon.claimed_count} 张；每位会员最多持有 {coupon.per_member_limit}{' '}
        张，已达上限、未通过审核或已停用的会员会被跳过。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ target: 'members' }}>
        <Form.Item name="target" label="发放对象" required>
          <Radio.Group
            options={[
              { value: 'members', label: '指定会员' },
              { value: 'group', label: '会员分组' },
            ]}
          />
        </Form.Item>
        {target === 'group' ? (
          <Flex gap={16}>
            <Form.Item name="company_type" label="单位类型" style={{ flex: 1 }} extra="不选为全部已审核会员">
              <Select allowClear options={COMPANY_TYPES.map((t) => ({ value: t, label: t }))} placeholder="全部类型" />
            </Form.Item>
            <Form.Item name="province" label="省份" style={{ flex: 1 }}>
              <Input placeholder="如 湖北省（不填为全部）" maxLength={20} />
            </Form.Item>
          </Flex>
        ) : (
          <Form.Item name="member_ids" label="会员" required>
            <MemberSelect />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
