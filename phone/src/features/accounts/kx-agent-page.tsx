import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, Form, Input, List, NoticeBar, Result, Tag, TextArea, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES, chinaMinute, kxAgentText as t, type UserState } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { call } from '../../lib/api-client';
import { useFieldInView } from '../../lib/keyboard';
import { useBack } from '../../lib/navigation';
import { useUser } from '../../lib/user';
import { formErrorHandler } from './register/form-errors';
import { phoneRules, required } from './register/rules';
import styles from './centre.module.css';

const STATUS_COLOR: Record<string, 'primary' | 'success' | 'danger'> = { pending: 'primary', approved: 'success', rejected: 'danger' };
type Values = { contact_name: string; phone: string; remark?: string };
const AGENT_KEY = ['agent'] as const;

/**
 * /kxdl on a phone (控销代理): whether the member may buy 控销 goods, the last application and its review, and the
 * form to apply (contact and phone checked as on the desktop, the server's 422 shown under its field).
 */
export function KxAgentPage() {
  const user = useUser();
  const back = useBack(PHONE_PAGES.member);
  const navigate = useNavigate();
  useFieldInView();
  const u = user.data?.show === 1 ? user.data : null;
  return (
    <div className={styles.formPage}>
      <NavBar onBack={back}>{t.kxTitle}</NavBar>
      {user.isPending ? (
        <div className="yc-loading">
          <DotLoading color="primary" />
        </div>
      ) : u ? (
        <Agent user={u} />
      ) : (
        <Result
          status="info"
          title="登录后申请控销代理"
          description={<Button onClick={() => navigate(`/login?redirect=${encodeURIComponent(PHONE_PAGES.kxAgent)}`)}>去登录</Button>}
        />
      )}
    </div>
  );
}

function Agent({ user }: { user: UserState }) {
  const agent = useQuery({ queryKey: AGENT_KEY, queryFn: () => call(api.centre.agent), staleTime: 0 });
  // The member's state masks the phone; the form starts from the full one.
  const phone = useQuery({
    queryKey: ['user', 'base', 'phone', user.id],
    queryFn: () => call(api.centre.phone, { params: { id: user.id } }),
    staleTime: 0,
  });
  const navigate = useNavigate();
  if (!agent.data || phone.isPending) {
    return (
      <div className="yc-loading">
        <DotLoading color="primary" />
      </div>
    );
  }
  const app = agent.data.application;
  const canApply = !agent.data.kx_authorized && app?.status !== 'pending';
  return (
    <div data-testid="phone-kx-agent">
      {agent.data.kx_authorized ? (
        <Result
          status="success"
          title={t.kxAuthorized}
          description={
            <Button color="primary" onClick={() => navigate(PHONE_PAGES.controlled)}>
              {t.toKxzq}
            </Button>
          }
        />
      ) : (
        <p className={styles.intro}>{t.kxIntro}</p>
      )}
      {app && (
        <List mode="card" data-testid="phone-kx-application">
          <List.Item
            extra={
              <Tag color={STATUS_COLOR[app.status] ?? 'default'} fill="outline">
                {app.status_text}
              </Tag>
            }
          >
            {t.kxStatus}
          </List.Item>
          <List.Item extra={chinaMinute(app.created_at)}>{t.kxAppliedAt}</List.Item>
          <List.Item extra={`${app.contact_name} ${app.phone}`}>{t.kxContact}</List.Item>
          <List.Item description={app.review_reason || '—'}>{t.kxReason}</List.Item>
        </List>
      )}
      {canApply &&
        (user.is_passed ? (
          <ApplyForm name={user.name} phone={phone.data?.phone ?? ''} again={!!app} />
        ) : (
          <NoticeBar content={t.kxNeedPassed} color="info" wrap />
        ))}
    </div>
  );
}

function ApplyForm({ name, phone, again }: { name: string; phone: string; again: boolean }) {
  const [form] = Form.useForm<Values>();
  const qc = useQueryClient();
  const apply = useMutation({
    mutationFn: (v: Values) =>
      call(
        api.centre.applyAgent,
        { body: { contact_name: v.contact_name.trim(), phone: v.phone.trim(), remark: v.remark?.trim() ?? '' } },
        { onError: formErrorHandler(form.setFields, ['contact_name', 'phone', 'remark']) },
      ),
    onSuccess: async () => {
      Toast.show({ icon: 'success', content: t.kxApplied });
      await qc.invalidateQueries({ queryKey: AGENT_KEY });
    },
  });
  return (
    <Form
      form={form}
      layout="horizontal"
      mode="card"
      initialValues={{ contact_name: name, phone }}
      onFinish={(v: Values) => apply.mutate(v)}
      data-testid="phone-kx-form"
      footer={
        <Button block type="submit" color="primary" size="large" loading={apply.isPending}>
          {again ? t.kxReapply : t.kxApply}
        </Button>
      }
    >
      <Form.Item name="contact_name" label={t.kxContact} rules={[required(t.kxContactRequired)]}>
        <Input maxLength={30} clearable autoComplete="name" />
      </Form.Item>
      <Form.Item name="phone" label={t.kxPhone} rules={phoneRules}>
        <Input maxLength={11} type="tel" inputMode="numeric" clearable autoComplete="tel" />
      </Form.Item>
      <Form.Item name="remark" label={t.kxRemark} layout="vertical">
        <TextArea rows={3} maxLength={500} showCount placeholder={t.kxRemarkPlaceholder} />
      </Form.Item>
    </Form>
  );
}
