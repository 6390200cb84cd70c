import { useNavigate, useSearchParams, Navigate } from 'react-router';
import { Alert, Button, Spin, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { CONSOLE_ROLE_NAMES, type OperatorView } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { AuthCard } from '../../components/auth-card';
import { call } from '../../lib/api-client';
import { ME_QUERY_KEY, useOperator } from '../../lib/session';
import { TotpEnrol } from './TotpEnrol';

/** Only console paths are followed afterwards (never another site, never back here or to sign-in). */
const safeRedirect = (to: string | null) =>
  to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/login') && !to.startsWith('/security') ? to : '/';

/**
 * /security/totp: an account that must sign in with the second factor (production, money or member powers) and has
 * none yet lands here after its password; every other console call answers 403 until it is bound.
 */
export default function EnrolTotpPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const { data: op, isPending } = useOperator();
  if (isPending) return <Spin fullscreen />;
  if (!op) return <Navigate to="/login" replace />;
  const next = safeRedirect(params.get('redirect'));
  if (op.totp || !op.totp_required) return <Navigate to={next} replace />;

  const enrolled = () => {
    // The server's own word ("已开启双重验证") has been shown by the form.
    client.setQueryData<OperatorView>(ME_QUERY_KEY, { ...op, totp: true });
    navigate(next, { replace: true });
  };
  const signOut = async () => {
    await call(api.consoleAccount.logout);
    client.setQueryData(ME_QUERY_KEY, null);
    navigate('/login', { replace: true });
  };

  return (
    <AuthCard subtitle="绑定身份验证器（双重验证）" width={480}>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 20 }}
        message="请先绑定身份验证器"
        description={
          <>
            按平台安全要求，{CONSOLE_ROLE_NAMES[op.role]}账号（可操作资金或会员）须开启双重验证后才能使用管理后台。当前账号：
            <Typography.Text strong>
              {op.name}（{op.username}）
            </Typography.Text>
          </>
        }
      />
      <TotpEnrol onEnrolled={enrolled} />
      <div style={{ marginTop: 20, textAlign: 'right' }}>
        <Button type="link" icon={<LogoutOutlined />} onClick={signOut}>
          退出登录
        </Button>
      </div>
    </AuthCard>
  );
}
