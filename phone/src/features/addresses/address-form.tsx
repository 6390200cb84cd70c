import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, CascadePicker, Form, Input, Switch, TextArea, Toast, type CascadePickerOption } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import type { AddressView } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { useFieldInView } from '../../lib/keyboard';
import { isContactPhone, loadRegions, regionValue } from './region-options';
import { addressText as t } from './text';
import styles from './addresses.module.css';

interface Values {
  consignee: string;
  phone: string;
  region: string[];
  address: string;
  is_default: boolean;
}

/** Add or edit one delivery address: the region from a picker over the division data the server checks against. */
export function AddressForm({
  address,
  first,
  onBack,
  onSaved,
}: {
  address: AddressView | null;
  /** The first address is the default whatever the switch says (the server's rule); the switch shows it on. */
  first: boolean;
  onBack: () => void;
  onSaved: () => Promise<void>;
}) {
  const [form] = Form.useForm<Values>();
  const [regions, setRegions] = useState<CascadePickerOption[] | null>(null);
  useFieldInView();
  useEffect(() => {
    let live = true;
    loadRegions().then(
      (o) => live && setRegions(o),
      () => live && Toast.show({ icon: 'fail', content: '地区数据加载失败，请检查网络后重试' }),
    );
    return () => {
      live = false;
    };
  }, []);

  const save = useMutation({
    mutationFn: (v: Values) => {
      const [province = '', city = '', district = ''] = v.region;
      const body = {
        consignee: v.consignee.trim(),
        phone: v.phone.trim(),
        province,
        city,
        district,
        address: v.address.trim(),
        is_default: v.is_default ? 1 : 0,
      };
      return address ? call(api.addresses.update, { params: { id: address.id }, body }) : call(api.addresses.create, { body });
    },
    onSuccess: async () => {
      Toast.show({ icon: 'success', content: t.saved });
      await onSaved();
    },
  });

  return (
    <div className={styles.form} data-testid="phone-address-form">
      <NavBar onBack={onBack}>{address ? t.edit : t.add}</NavBar>
      <Form
        form={form}
        layout="horizontal"
        mode="card"
        initialValues={{
          consignee: address?.consignee ?? '',
          phone: address?.phone ?? '',
          region: regionValue(address),
          address: address?.address ?? '',
          is_default: address ? address.is_default === 1 : first,
        }}
        onFinish={(v: Values) => save.mutate(v)}
        footer={
          <div className={styles.footer}>
            <Button block type="submit" color="primary" size="large" loading={save.isPending}>
              {t.save}
            </Button>
          </div>
        }
      >
        <Form.Item name="consignee" label={t.consignee} rules={[{ required: true, whitespace: true, message: t.consigneeRequired }]}>
          <Input placeholder={t.consigneePlaceholder} maxLength={30} clearable autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t.phone}
          rules={[
            { required: true, whitespace: true, message: t.phoneInvalid },
            { validator: (_, v: string) => (isContactPhone((v ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(t.phoneInvalid))) },
          ]}
        >
          <Input placeholder={t.phonePlaceholder} maxLength={13} type="tel" clearable autoComplete="tel" />
        </Form.Item>
        <Form.Item
          name="region"
          label={t.region}
          trigger="onConfirm"
          rules={[{ required: true, type: 'array', len: 3, message: t.regionRequired }]}
          onClick={(_, picker: { current: { open: () => void } | null }) => regions && picker.current?.open()}
          arrow
        >
          <CascadePicker options={regions ?? []} title={t.region} cancelText={t.cancel} confirmText="确定">
            {(items) => <RegionText names={items.map((i) => i?.label)} loading={!regions} />}
          </CascadePicker>
        </Form.Item>
        <Form.Item
          name="address"
          label={t.address}
          rules={[
            { required: true, whitespace: true, message: t.addressRequired },
            { min: 2, message: t.addressShort },
          ]}
        >
          <TextArea placeholder={t.addressPlaceholder} maxLength={120} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="is_default" label={t.isDefault} valuePropName="checked" childElementPosition="right">
          <Switch aria-label={t.isDefault} />
        </Form.Item>
      </Form>
    </div>
  );
}

function RegionText({ names, loading }: { names: Array<React.ReactNode | undefined>; loading: boolean }) {
  const shown = names.filter(Boolean);
  if (shown.length === 3) {
    return (
      <span className={styles.regionValue} data-testid="phone-address-region">
        {shown.map((n, i) => (
          <span key={i}>
            {i ? ' ' : ''}
            {n}
          </span>
        ))}
      </span>
    );
  }
  return (
    <span className={styles.placeholder} data-testid="phone-address-region">
      {loading ? t.regionLoading : t.regionPlaceholder}
    </span>
  );
}
