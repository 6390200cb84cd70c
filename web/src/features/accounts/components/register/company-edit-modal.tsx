import { useQueryClient } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { FormModal } from '../../../../components/ui/form-modal';
import type { RegistrationStatus } from '@yaocai/contract';
import { regionFields, regionValue } from '../../../../components/ui/region-options';
import { formErrorHandler } from '../../../../lib/form-errors';
import { updateCompany } from '../../api/registration';
import { registerText as t } from '../../text';
import { COMPANY_FIELDS, CompanyFields, REGION_ALIAS, type CompanyValues } from './company-fields';
import styles from './register.module.css';
import { USER_QUERY_KEY } from '../../../../lib/query-keys';

/** POST /api/register/company: fix the company details before approval (a rejection may be about them). */
export function CompanyEditModal({ status, open, onClose }: { status: RegistrationStatus; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CompanyValues>();
  const qc = useQueryClient();
  const { message } = App.useApp();

  const save = async () => {
    const { region, ...v } = await form.validateFields();
    const next = await updateCompany(
      { ...v, ...regionFields(region), email: v.email?.trim() ?? '' },
      formErrorHandler(form.setFields, [...COMPANY_FIELDS], REGION_ALIAS),
    );
    qc.setQueryData(['register', 'status'], next);
    void qc.invalidateQueries({ queryKey: USER_QUERY_KEY });
    message.success(t.companySaved);
  };

  return (
    <FormModal title={t.editCompany} open={open} onClose={onClose} submit={save} okText={t.save} width={600}>
      <Form
        form={form}
        className={styles.modalForm}
        labelCol={{ flex: '96px' }}
        wrapperCol={{ flex: '1' }}
        initialValues={{
          company: status.company,
          company_type: status.company_type,
          contact_name: status.contact_name,
          region: regionValue(status),
          address: status.address,
          email: status.email,
        }}
      >
        <CompanyFields />
      </Form>
    </FormModal>
  );
}
