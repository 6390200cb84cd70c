import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, TextArea, Toast } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { expectedPriceError, WANTED_RULES } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { call } from '../../lib/api-client';
import { revealFirstError, useFieldInView } from '../../lib/keyboard';
import { useBack } from '../../lib/navigation';
import { infoHref } from './wanted-list';
import { wantedText as t } from './wanted-text';
import styles from './self-service.module.css';

interface Values {
  name: string;
  spec?: string;
  maker?: string;
  approval_no?: string;
  quantity: string;
  unit?: string;
  expected_price?: string;
  remark?: string;
}

const MAX_QUANTITY = 1_000_000;

/** The quantity as typed (a phone's number pad gives text): a whole number 1–1,000,000, the server's words. */
function quantityError(v: string | undefined): string | null {
  const text = (v ?? '').trim();
  if (!text) return null; // WANTED_RULES.quantity says 请填写求购数量
  if (!/^\d+$/.test(text)) return `${t.quantity}必须是整数`;
  const n = Number(text);
  if (n < 1) return `${t.quantity}不能小于1`;
  if (n > MAX_QUANTITY) return `${t.quantity}不能大于${MAX_QUANTITY}`;
  return null;
}

const check = (error: (v: string | undefined) => string | null) => ({
  validator: (_: unknown, v: string | undefined) => {
    const e = error(v);
    return e ? Promise.reject(new Error(e)) : Promise.resolve();
  },
});

/** /pzqg/add on a phone: what the member wants — name (required), spec, maker, approval number, quantity, expected price. */
export function WantedForm() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const back = useBack('/pzqg');
  const qc = useQueryClient();
  useFieldInView();
  const create = useMutation({
    mutationFn: (v: Values) =>
      call(api.wanted.create, {
        body: {
          name: v.name.trim(),
          spec: v.spec?.trim() ?? '',
          maker: v.maker?.trim() ?? '',
          approval_no: v.approval_no?.trim() ?? '',
          quantity: Number(v.quantity.trim()),
          unit: v.unit?.trim() ?? '',
          expected_price: v.expected_price?.trim() ?? '',
          remark: v.remark?.trim() ?? '',
        },
      }),
    onSuccess: async (created) => {
      Toast.show({ icon: 'success', content: t.submitted });
      await qc.invalidateQueries({ queryKey: ['wanted'] });
      navigate(infoHref(created.id), { replace: true });
    },
  });
  return (
    <div className={styles.formPage}>
      <NavBar onBack={back}>{t.addTitle}</NavBar>
      <Form
        form={form}
        layout="vertical"
        mode="card"
        initialValues={{ unit: '盒' }}
        onFinish={(v: Values) => create.mutate(v)}
        onFinishFailed={revealFirstError}
        footer={
          <div className={styles.formFoot}>
            <Button block type="submit" color="primary" size="large" loading={create.isPending} data-testid="phone-wanted-submit">
              {t.submit}
            </Button>
          </div>
        }
        data-testid="phone-wanted-form"
      >
        <Form.Item name="name" label={t.name} rules={WANTED_RULES.name}>
          <Input placeholder={t.namePlaceholder} maxLength={60} clearable />
        </Form.Item>
        <Form.Item name="spec" label={t.spec}>
          <Input placeholder={t.specPlaceholder} maxLength={60} clearable />
        </Form.Item>
        <Form.Item name="maker" label={t.maker}>
          <Input placeholder={t.makerPlaceholder} maxLength={60} clearable />
        </Form.Item>
        <Form.Item name="approval_no" label={t.approvalNo}>
          <Input placeholder={t.approvalNoPlaceholder} maxLength={40} clearable />
        </Form.Item>
        <Form.Item name="quantity" label={t.quantity} rules={[...WANTED_RULES.quantity, check(quantityError)]}>
          <Input placeholder={t.quantityPlaceholder} inputMode="numeric" maxLength={7} clearable />
        </Form.Item>
        <Form.Item name="unit" label={t.unit}>
          <Input maxLength={10} />
        </Form.Item>
        <Form.Item name="expected_price" label={t.price} description={t.priceExtra} rules={[check(expectedPriceError)]}>
          <Input placeholder="¥" inputMode="decimal" maxLength={12} clearable />
        </Form.Item>
        <Form.Item name="remark" label={t.remark}>
          <TextArea placeholder={t.remarkPlaceholder} maxLength={200} showCount rows={3} />
        </Form.Item>
      </Form>
    </div>
  );
}
