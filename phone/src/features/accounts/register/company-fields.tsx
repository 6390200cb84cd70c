import { Form, Input, Selector } from 'antd-mobile';
import type { CompanyType, RegistrationStatus } from '@yaocai/contract';
import { useRegisterOptions } from './api';
import { RegionField } from './picker-fields';
import { atLeastTwo, emailRules, required } from './rules';
import { registerText as t } from './text';

/** The company part of step 1 and of its fix before approval (POST /api/register/company), as the form holds it. */
export interface CompanyValues {
  company: string;
  /** Selector's value: one type. */
  company_type: CompanyType[];
  contact_name: string;
  region: string[];
  address: string;
  email?: string;
}

export const COMPANY_FIELDS = ['company', 'company_type', 'contact_name', 'region', 'address', 'email'];
/** Server errors about one part of the region are shown on the region field. */
export const REGION_ALIAS = { province: 'region', city: 'region', district: 'region' };

/** What the API takes from the form's company values. */
export function companyBody({ region, company_type, ...v }: CompanyValues) {
  const [province = '', city = '', district = ''] = region;
  return { ...v, company_type: company_type[0]!, province, city, district, email: v.email?.trim() ?? '' };
}

/** The form's company values of a registration (the fix after a rejection starts from them). */
export function companyValues(s: RegistrationStatus): CompanyValues {
  return {
    company: s.company,
    company_type: [s.company_type as CompanyType],
    contact_name: s.contact_name,
    region: s.province && s.city && s.district ? [s.province, s.city, s.district] : [],
    address: s.address,
    email: s.email,
  };
}

/** Company name, type (from GET /api/register/options), contact, region, address, optional e-mail. */
export function CompanyFields() {
  const options = useRegisterOptions().data;
  return (
    <>
      <Form.Item name="company" label={t.company} rules={[required(t.companyRequired), atLeastTwo(t.companyShort)]}>
        <Input placeholder={t.companyPlaceholder} maxLength={60} clearable />
      </Form.Item>
      <Form.Item
        name="company_type"
        label={t.companyType}
        layout="vertical"
        rules={[{ required: true, type: 'array', min: 1, message: t.companyTypeRequired }]}
      >
        <Selector
          columns={3}
          options={(options?.company_types ?? []).map((c) => ({ label: c.name, value: c.name as CompanyType }))}
          data-testid="phone-company-type"
        />
      </Form.Item>
      <Form.Item name="contact_name" label={t.contact} rules={[required(t.contactRequired)]}>
        <Input placeholder={t.contactRequired} maxLength={30} clearable />
      </Form.Item>
      <Form.Item name="region" label={t.region} rules={[{ required: true, type: 'array', len: 3, message: t.regionRequired }]}>
        <RegionField />
      </Form.Item>
      <Form.Item name="address" label={t.address} rules={[required(t.addressRequired), atLeastTwo(t.addressShort)]}>
        <Input placeholder={t.addressPlaceholder} maxLength={120} clearable />
      </Form.Item>
      <Form.Item name="email" label={t.email} rules={emailRules}>
        <Input placeholder={t.emailPlaceholder} maxLength={100} inputMode="email" autoComplete="email" clearable />
      </Form.Item>
    </>
  );
}
