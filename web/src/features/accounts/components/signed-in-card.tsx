import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import type { UserState } from '@yaocai/contract';
import { safeRedirect } from '../../../lib/safe-redirect';
import { logout } from '../api/session';
import { registerPath, stepForReview } from '../model/register-flow';
import { signedInText as t } from '../text';

/**
 * /login (and /register) for someone already signed in: where the account stands — approved and ready to buy, or an
 * application still in review / to complete / refused — and the ways on, instead of a form to fill again.
 */
export function SignedInCard({ user }: { user: UserState }) {
  const [params] = useSearchParams();
  const qc = useQueryClient();
  const back = safeRedirect(params.get('redirect'), '/');
  const approved = user.review_status === 'approved';
  const signOut = async () => {
    await logout().catch(() => undefined);
    await qc.invalidateQueries();
  };
  return (
    <Result
      status={approved ? 'success' : 'info'}
      title={t.title(user.company || user.username)}
      subTitle={approved ? t.approved : (t.states[user.review_status as keyof typeof t.states] ?? t.pending)}
      data-testid="signed-in"
      extra={[
        approved ? (
          <Link key="go" to={back}>
            <Button type="primary">{back === '/' ? t.shop : t.continue}</Button>
          </Link>
        ) : (
          <Link key="go" to={registerPath('standard', stepForReview(user.review_status))}>
            <Button type="primary">{t.application}</Button>
          </Link>
        ),
        <Link key="user" to="/user">
          <Button>{t.centre}</Button>
        </Link>,
        <Button key="out" type="link" onClick={() => void signOut()} data-testid="signed-in-logout">
          {t.logout}
        </Button>,
      ]}
    />
  );
}
