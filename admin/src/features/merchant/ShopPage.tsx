import { useEffect, useState } from 'react';
import { Button, Card, Col, Descriptions, Form, Input, InputNumber, Row, Select, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fenToYuanInput, PROVINCES, shopInvoicingBody, shopSettingsBody, type MerchantShopView } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { PageTitle } from '../../components/page-title';
import { PictureField } from '../../components/picture-field';
import { call } from '../../lib/api-client';
import { chinaFromNow } from '../../lib/china-time';
import { saveForm } from '../../lib/save-form';
import { useMerchantCanWrite } from '../../lib/session';

const SHOP_KEY = ['console', 'merchant', 'shop'] as const;

/** A licence's validity as the platform checked it at onboarding: the date, and whether it is still valid today. */
function Validity({ date, endless }: { date: string | null; endless?: boolean }) {
  if (!date) return endless ? <Tag color="green">长期</Tag> : <Tag>未登记</Tag>;
  const lapsed = date < chinaFromNow(0, 'YYYY-MM-DD');
  return (
    <>
      {date} {lapsed ? <Tag color="red">已过期</Tag> : <Tag color="green">有效</Tag>}
    </>
  );
}

/**
 * 店铺设置 (店铺管理员): the terms buyers meet at checkout — 起订金额, 运费 and 包邮门槛, the provinces delivered to —
 * and the shop's page: 营业时间, 公告, 简介, logo and banner. Other roles read them.
 */
function ShopSettings({ shop }: { shop: MerchantShopView }) {
  const [form] = Form.useForm();
  const client = useQueryClient();
  const canWrite = useMerchantCanWrite('shop');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    form.setFieldsValue({
      ...shop,
      min_order_amount: fenToYuanInput(shop.min_order_amount),
      shipping_fee: fenToYuanInput(shop.shipping_fee),
      shipping_amount: fenToYuanInput(shop.shipping_amount),
      logo: shop.logo ?? '',
      banner: shop.banner ?? '',
    });
  }, [shop, form]);
  const submit = async () => {
    setBusy(true);
    try {
      const saved = await saveForm(form, shopSettingsBody, api.merchantShop.saveSettings, {
        body: form.getFieldsValue() as z.input<typeof shopSettingsBody>,
      });
      if (saved) client.setQueryData(SHOP_KEY, saved);
    } finally {
      setBusy(false);
    }
  };
  const yuan = { min: '0', precision: 2, stringMode: true, style: { width: '100%' } } as const;
  return (
    <Card
      title="店铺设置"
      style={{ marginTop: 16 }}
      extra={
        canWrite ? (
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="shop-settings-save">
            保存设置
          </Button>
        ) : null
      }
    >
      <Form form={form} layout="vertical" disabled={!canWrite} requiredMark={false}>
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item label="起订金额（元）" name="min_order_amount" extra="买家在本店的订单商品金额须达到此金额">
              <InputNumber {...yuan} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="运费（元）" name="shipping_fee">
              <InputNumber {...yuan} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="包邮门槛（元）" name="shipping_amount" extra="订单商品金额满此金额免运费">
              <InputNumber {...yuan} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="营业时间" name="business_hours">
              <Input maxLength={50} placeholder="如 周一至周六 8:30–18:00" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="配送区域" name="delivery_provinces" extra="不选表示全国配送；收货地址不在配送区域内的订单不能提交">
              <Select mode="multiple" allowClear placeholder="全国" options={PROVINCES.map((p) => ({ value: p, label: p }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="店铺公告" name="notice">
              <Input.TextArea rows={3} maxLength={200} showCount placeholder="如 春节期间发货安排" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="店铺简介" name="description">
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="店铺logo" name="logo">
              <PictureField uploadTo={api.goodsMerchant.uploadImage} disabled={!canWrite} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="店铺横幅" name="banner">
              <PictureField uploadTo={api.goodsMerchant.uploadImage} disabled={!canWrite} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}

/** 开票信息: what the shop's e-invoices print as the seller's, beside the licensed name and tax number. */
function ShopInvoicing({ shop }: { shop: MerchantShopView }) {
  const [form] = Form.useForm();
  const client = useQueryClient();
  const canWrite = useMerchantCanWrite('shop');
  const [busy, setBusy] = useState(false);
  useEffect(() => form.setFieldsValue(shop.invoicing), [shop, form]);
  const submit = async () => {
    setBusy(true);
    try {
      const saved = await saveForm(form, shopInvoicingBody, api.merchantShop.saveInvoicing, {
        body: form.getFieldsValue() as z.input<typeof shopInvoicingBody>,
      });
      if (saved) client.setQueryData(SHOP_KEY, saved);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title="开票信息"
      style={{ marginTop: 16 }}
      extra={
        canWrite ? (
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="shop-invoicing-save">
            保存开票信息
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">
        买家确认收货后，平台以本店名义（{shop.name}，纳税人识别号 {shop.business_licence_no}
        ）开具电子发票；以下信息印在发票销售方栏，修改后对此后开具的发票生效。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" disabled={!canWrite}>
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item name="address_phone" label="地址、电话" required>
              <Input maxLength={100} placeholder="如：湖北省武汉市东西湖区金银湖路18号 027-83998877" />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="bank_account" label="开户行及账号" required>
              <Input maxLength={100} placeholder="如：招商银行武汉分行营业部 127905432110901" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="drawer" label="开票人" required>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}

/** 店铺信息: the shop this account works in, with the licences the platform checked when it approved the shop. */
export default function ShopPage() {
  const { data: shop, isPending } = useQuery({
    queryKey: SHOP_KEY,
    queryFn: ({ signal }) => call(api.merchantShop.get, {}, { signal }),
  });
  return (
    <>
      <PageTitle title="店铺信息">入驻审核时平台核验的企业与证照信息；证照到期前请及时更新首营资料。</PageTitle>
      <Card loading={isPending}>
        {shop ? (
          <Descriptions column={2} bordered size="middle">
            <Descriptions.Item label="店铺简称">{shop.short_name}</Descriptions.Item>
            <Descriptions.Item label="企业名称">{shop.name}</Descriptions.Item>
            <Descriptions.Item label="所在地区">
              {shop.province} {shop.city}
            </Descriptions.Item>
            <Descriptions.Item label="店铺编号">{shop.id}</Descriptions.Item>
            <Descriptions.Item label="药品经营许可证">{shop.licence_no}</Descriptions.Item>
            <Descriptions.Item label="有效期至">
              <Validity date={shop.licence_expires} />
            </Descriptions.Item>
            <Descriptions.Item label="统一社会信用代码">{shop.business_licence_no}</Descriptions.Item>
            <Descriptions.Item label="营业执照有效期至">
              <Validity date={shop.business_licence_expires} endless />
            </Descriptions.Item>
            <Descriptions.Item label="GSP证书">{shop.gsp_cert_no || '—'}</Descriptions.Item>
            <Descriptions.Item label="GSP证书有效期至">{shop.gsp_cert_no ? <Validity date={shop.gsp_expires} /> : '—'}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
      {shop ? <ShopSettings shop={shop} /> : null}
      {shop ? <ShopInvoicing shop={shop} /> : null}
    </>
  );
}
