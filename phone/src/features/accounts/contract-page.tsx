import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, DotLoading, Form, Input, NoticeBar, Result, Toast } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES, chinaMinute, contractText as t } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { call } from '../../lib/api-client';
import { useFieldInView } from '../../lib/keyboard';
import { safeRedirect, useBack } from '../../lib/navigation';
import { USER_KEY } from '../../lib/query-client';
import { useUser } from '../../lib/user';
import { formErrorHandler } from './register/form-errors';
import { required } from './register/rules';
import styles from './centre.module.css';

type Values = { signer_name: string; agree: boolean };
const CONTRACT_KEY = ['contract'] as const;

/**
 * /dzht on a phone (电子合同, where a 459 sends the buyer): the contract to read, then the signer's name and 我已阅读并同意;
 * once signed, back to the page that asked for it (?redirect=, our own pages only).
 */
export function ContractPage() {
  const back = useBack(PHONE_PAGES.member);
  const navigate = useNavigate();
  const user = useUser();
  const signedIn = user.data?.show === 1;
  const contract = useQuery({ queryKey: CONTRACT_KEY, queryFn: () => call(api.centre.contract), enabled: signedIn });
  useFieldInView();
  return (
    <div className={styles.formPage}>
      <NavBar onBack={back}>{t.dzhtTitle}</NavBar>
      {!user.isPending && !signedIn ? (
        <Result
          status="info"
          title="登录后签署电子合同"
          description={<Button onClick={() => navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`)}>去登录</Button>}
        />
      ) : !contract.data ? (
        <div className="yc-loading">
          <DotLoading color="primary" />
        </div>
      ) : (
        <section data-testid="phone-contract">
          <div className={styles.contract}>
            <h2>{contract.data.title}</h2>
            <p className={styles.muted}>
              {t.version}
              {contract.data.version}
            </p>
            <div className={styles.contractText} data-testid="phone-contract-content">
              {contract.data.content}
            </div>
          </div>
          {contract.data.signed ? (
            <NoticeBar
              color="info"
              wrap
              content={t.signedBy(contract.data.signer_name, chinaMinute(contract.data.signed_at))}
              data-testid="phone-contract-signed"
            />
          ) : (
            <SignForm />
          )}
        </section>
      )}
    </div>
  );
}

function SignForm() {
  const [form] = Form.useForm<Values>();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Sent here by a 459 (提交订单, the cart): after signing, back where the buyer was.
  const returnTo = params.get('redirect') ? safeRedirect(params.get('redirect')) : '';
  const sign = useMutation({
    mutationFn: (v: Values) =>
      call(
        api.centre.signContract,
        { body: { signer_name: v.signer_name.trim(), agree: 1 } },
        { onError: formErrorHandler(form.setFields, ['signer_name', 'agree']) },
      ),
    onSuccess: async (next) => {
      qc.setQueryData(CONTRACT_KEY, next);
      await qc.invalidateQueries({ queryKey: USER_KEY });
      Toast.show({ icon: 'success', content: t.signedOk });
      if (returnTo) navigate(returnTo, { replace: true });
    },
  });
  return (
    <Form
      form={form}
      mode="card"
      layout="horizontal"
      onFinish={(v: Values) => sign.mutate(v)}
      data-testid="phone-contract-form"
      footer={
        <Button block type="submit" color="primary" size="large" loading={sign.isPending}>
          {t.sign}
        </Button>
      }
    >
      <Form.Item name="signer_name" label={t.signer} rules={[required(t.signerRequired)]}>
        <Input placeholder={t.signerPlaceholder} maxLength={30} clearable autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t.agreeRequired))) }]}
      >
        <Checkbox>{t.agree}</Checkbox>
      </Form.Item>
    </Form>
  );
}
