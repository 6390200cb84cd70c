import { Link, Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin, Steps } from 'antd';
import { PageContainer } from '../../../components/layout/page-container';
import { registerStatusQuery } from '../api/registration';
import { userQuery } from '../api/session';
import { Step1Form } from '../components/register/step1-form';
import { Step2Form } from '../components/register/step2-form';
import { ReviewStatus } from '../components/register/review-status';
import { registerPath, registerRoute, stepForReview } from '../model/register-flow';
import { registerText as t } from '../text';
import styles from '../components/register/register.module.css';

function NeedLogin({ step1 }: { step1: string }) {
  return (
    <Result
      status="info"
      title={t.needLogin}
      extra={[
        <Link key="1" to={step1}>
          <Button type="primary">{t.toStep1}</Button>
        </Link>,
        <Link key="2" to={`/login?redirect=${encodeURIComponent(window.location.pathname)}`}>
          <Button>{t.toLogin}</Button>
        </Link>,
      ]}
    />
  );
}

/**
 * /register/step1..3, /register/dd/step1..3 and /register/wechat: the step bar and the step's content. The step
 * lives in the URL; a signed-in member is sent to the step their review state belongs on.
 */
export function RegisterTemplate({ routeName }: { routeName: string | undefined }) {
  const { variant, step } = registerRoute(routeName);
  // A guest has no registration to look up: the status is asked only of a signed-in account (no 401 on a guest page).
  const session = useQuery(userQuery);
  const signedIn = Boolean(session.data);
  const statusQuery = useQuery({ ...registerStatusQuery, enabled: signedIn });
  const status = signedIn ? statusQuery.data : null;
  const isPending = session.isPending || (signedIn && statusQuery.isPending);

  let body;
  if (isPending) body = <Spin className={styles.loading} />;
  else if (step === 1) {
    body = status ? <Navigate to={registerPath(variant, stepForReview(status.review_status))} replace /> : <Step1Form variant={variant} />;
  } else if (!status) body = <NeedLogin step1={registerPath(variant, 1)} />;
  else if (step === 2) {
    body = status.review_status === 'approved' ? <Navigate to={registerPath(variant, 3)} replace /> : <Step2Form status={status} variant={variant} />;
  } else body = <ReviewStatus status={status} variant={variant} />;

  return (
    <PageContainer className={styles.page}>
      <Steps className={styles.steps} current={step - 1} items={t.steps.map((title) => ({ title }))} data-testid="register-steps" />
      <div className={styles.body}>{body}</div>
    </PageContainer>
  );
}
