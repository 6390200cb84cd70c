import { useQuery } from '@tanstack/react-query';
import type { CompanyType } from '@yaocai/contract';
import { Form, Input, Select } from 'antd';
import { RegionCascader } from '../../../../components/ui/region-cascader';
import { emailRules, requiredRule } from '../../../../lib/form-rules';
import { registerOptionsQuery } from '../../api/registration';
import { registerText as t } from '../../text';

/** Form values of the company part (step 1 and the fix after a rejection); the region is the picker's value. */
export interface CompanyValues {
  company: string;
  company_type: CompanyType;
  contact_name: string;
  region: string[];
  address: string;
  email?: string;
}

export const COMPANY_FIELDS = ['company', 'company_type', 'contact_name', 'region', 'address', 'email'] as const;
/** Server errors about the region name one of its three parts; the form shows them on the picker. */
export const REGION_ALIAS = { province: 'region', city: 'region', district: 'region' };

/** Company name, type (from GET /api/register/options), contact, region, address, optional e-mail. */
export function CompanyFields({ lockType = false }: { lockType?: boolean }) {
  const { data: options } = useQuery(registerOptionsQuery);
  return (
    <>
      <Form.Item name="company" label={t.company} rules={[requiredRule(t.companyRequired), { min: 2, message: '单位名称至少2个字符' }]}>
        <Input placeholder={t.companyPlaceholder} maxLength={60} />
      </Form.Item>
      <Form.Item name="company_type" label={t.companyType} rules={[{ required: true, message: t.companyTypeRequired }]}>
        <Select
          placeholder={t.companyTypeRequired}
          disabled={lockType}
          loading={!options}
          options={options?.company_types.map((c) => ({ value: c.name, label: c.name }))}
          data-testid="register-company-type"
        />
      </Form.Item>
      <Form.Item name="contact_name" label={t.contact} rules={[requiredRule(t.contactRequired)]}>
        <Input placeholder={t.contactRequired} maxLength={30} />
      </Form.Item>
      <Form.Item name="region" label={t.region} rules={[{ required: true, type: 'array', len: 3, message: t.regionRequired }]}>
        <RegionCascader />
      </Form.Item>
      <Form.Item name="address" label={t.address} rules={[requiredRule(t.addressRequired), { min: 2, message: '详细地址至少2个字符' }]}>
        <Input placeholder={t.addressPlaceholder} maxLength={120} />
      </Form.Item>
      <Form.Item name="email" label={t.email} rules={emailRules}>
        <Input placeholder={t.emailPlaceholder} maxLength={100} autoComplete="email" />
      </Form.Item>
    </>
  );
}
