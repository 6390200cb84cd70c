import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Popup, Toast } from 'antd-mobile';
import { NavBar } from '../../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import type { RegistrationStatus } from '@yaocai/contract';
import { call } from '../../../lib/api-client';
import { USER_KEY } from '../../../lib/query-client';
import { STATUS_KEY } from './api';
import { COMPANY_FIELDS, companyBody, CompanyFields, companyValues, REGION_ALIAS, type CompanyValues } from './company-fields';
import { formErrorHandler } from './form-errors';
import { registerText as t } from './text';
import styles from './register.module.css';

/** 修改单位信息 on step 2: POST /api/register/company fixes the company before approval (a rejection may be about it). */
export function CompanyEditor({ status, open, onClose }: { status: RegistrationStatus; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CompanyValues>();
  const qc = useQueryClient();
  const [saving, setSaving] = useState(false);
  const save = async (v: CompanyValues) => {
    setSaving(true);
    try {
      const next = await call(
        api.registration.company,
        { body: companyBody(v) },
        { onError: formErrorHandler(form.setFields, COMPANY_FIELDS, REGION_ALIAS) },
      );
      qc.setQueryData(STATUS_KEY, next);
      void qc.invalidateQueries({ queryKey: USER_KEY });
      Toast.show({ icon: 'success', content: t.companySaved });
      onClose();
    } catch {
      // shown on the form or by the common handler
    } finally {
      setSaving(false);
    }
  };
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName={styles.sheet}>
      <NavBar onBack={onClose}>{t.editCompany}</NavBar>
      <Form
        form={form}
        layout="horizontal"
        className={styles.form}
        initialValues={companyValues(status)}
        onFinish={(v: CompanyValues) => void save(v)}
        data-testid="phone-company-editor"
        footer={
          <Button block type="submit" color="primary" size="large" loading={saving}>
            {t.save}
          </Button>
        }
      >
        <CompanyFields />
      </Form>
    </Popup>
  );
}
