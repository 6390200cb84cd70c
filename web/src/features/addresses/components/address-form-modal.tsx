import { App, Checkbox, Form, Input, type ButtonProps } from 'antd';
import { FormModal } from '../../../components/ui/form-modal';
import type { AddressView } from '@yaocai/contract';
import { RegionCascader } from '../../../components/ui/region-cascader';
import { regionFields, regionValue } from '../../../components/ui/region-options';
import { formErrorHandler } from '../../../lib/form-errors';
import { contactPhoneRules, requiredRule } from '../../../lib/form-rules';
import { saveAddress } from '../api/addresses';
import { addressText as t } from '../text';
import styles from './address-book.module.css';

interface Values {
  consignee: string;
  phone: string;
  region: string[];
  address: string;
  is_default: boolean;
}

const KNOWN = ['consignee', 'phone', 'region', 'address', 'is_default'];
const REGION_ALIAS = { province: 'region', city: 'region', district: 'region' };

/** Add or edit one delivery address; the region comes from the picker (names, checked by the server too). */
export function AddressFormModal({ address, onClose, onSaved }: { address: AddressView | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();

  const submit = async () => {
    const { region, ...v } = await form.validateFields();
    await saveAddress(
      address?.id ?? null,
      {
        consignee: v.consignee.trim(),
        phone: v.phone.trim(),
        address: v.address.trim(),
        ...regionFields(region),
        is_default: v.is_default ? 1 : 0,
      },
      formErrorHandler(form.setFields, KNOWN, REGION_ALIAS),
    );
    message.success(t.saved);
  };

  return (
    <FormModal
      title={address ? t.edit : t.add}
      onClose={onClose}
      onDone={onSaved}
      submit={submit}
      okText={t.save}
      okButtonProps={{ 'data-testid': 'address-save' } as ButtonProps}
      width={560}
    >
      <Form
        form={form}
        className={styles.form}
        labelCol={{ flex: '90px' }}
        wrapperCol={{ flex: '1' }}
        initialValues={{
          consignee: address?.consignee,
          phone: address?.phone,
          region: regionValue(address),
          address: address?.address,
          is_default: address?.is_default === 1,
        }}
        data-testid="address-form"
      >
        <Form.Item name="consignee" label={t.consignee} rules={[requiredRule(t.consigneeRequired)]}>
          <Input placeholder={t.consigneePlaceholder} maxLength={30} />
        </Form.Item>
        <Form.Item name="phone" label={t.phone} rules={contactPhoneRules}>
          <Input placeholder={t.phonePlaceholder} maxLength={13} />
        </Form.Item>
        <Form.Item name="region" label={t.region} rules={[{ required: true, type: 'array', len: 3, message: t.regionRequired }]}>
          <RegionCascader />
        </Form.Item>
        <Form.Item name="address" label={t.address} rules={[requiredRule(t.addressRequired), { min: 2, message: t.addressShort }]}>
          <Input.TextArea placeholder={t.addressPlaceholder} maxLength={120} rows={2} />
        </Form.Item>
        <Form.Item name="is_default" valuePropName="checked" label=" " colon={false}>
          <Checkbox>{t.isDefault}</Checkbox>
        </Form.Item>
      </Form>
    </FormModal>
  );
}
