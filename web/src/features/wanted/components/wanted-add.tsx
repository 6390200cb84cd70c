import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Space } from 'antd';
import { expectedPriceError, WANTED_RULES } from '@yaocai/contract';
import { createWanted, type WantedForm } from '../api/wanted';
import styles from './wanted.module.css';

/** /pzqg/add: what the member wants: name (required), spec, maker, approval number, quantity, expected price. */
export function WantedAdd() {
  const [form] = Form.useForm<WantedForm>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  const submit = async (v: WantedForm) => {
    setSending(true);
    try {
      const created = await createWanted({ ...v, expected_price: v.expected_price?.trim() || '' });
      message.success('提交成功，我们会尽快为您寻找货源');
      await queryClient.invalidateQueries({ queryKey: ['wanted'] });
      navigate(`/pzqg/info?id=${created.id}`);
    } catch {
      // The request client has shown why (422 names the field).
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.card} data-testid="wanted-form">
      <div className={styles.head}>
        <h3 className={styles.title}>发布求购</h3>
        <Link to="/pzqg">返回求购列表</Link>
      </div>
      <Form form={form} labelCol={{ flex: '100px' }} wrapperCol={{ flex: '460px' }} onFinish={submit} initialValues={{ unit: '盒' }}>
        <Form.Item name="name" label="药品名称" rules={WANTED_RULES.name}>
          <Input maxLength={60} placeholder="通用名或商品名，如 注射用头孢曲松钠" data-testid="wanted-name" />
        </Form.Item>
        <Form.Item name="spec" label="规格">
          <Input maxLength={60} placeholder="如 1.0g*10瓶" />
        </Form.Item>
        <Form.Item name="maker" label="生产厂家">
          <Input maxLength={60} placeholder="指定厂家时填写" />
        </Form.Item>
        <Form.Item name="approval_no" label="批准文号">
          <Input maxLength={40} placeholder="如 国药准字H20033440" />
        </Form.Item>
        <Form.Item label="求购数量" required>
          <Space.Compact>
            <Form.Item name="quantity" noStyle rules={WANTED_RULES.quantity}>
              <InputNumber min={1} max={1000000} precision={0} style={{ width: 160 }} placeholder="数量" data-testid="wanted-quantity" />
            </Form.Item>
            <Form.Item name="unit" noStyle>
              <Input maxLength={10} style={{ width: 80 }} placeholder="单位" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="expected_price"
          label="期望单价"
          extra="单位：元，不填表示价格面议"
          rules={[
            {
              validator: (_, v?: string) => {
                const err = expectedPriceError(v);
                return err ? Promise.reject(new Error(err)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input prefix="¥" maxLength={12} style={{ width: 160 }} data-testid="wanted-price" />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="效期、包装、送货时间等要求" />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={sending} data-testid="wanted-submit">
            提交求购
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}
