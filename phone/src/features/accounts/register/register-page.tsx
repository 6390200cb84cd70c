import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button, DotLoading, ErrorBlock, Steps } from 'antd-mobile';
import { NavBar } from '../../../components/nav-bar';
import { useUser } from '../../../lib/user';
import { useBack } from '../../../lib/navigation';
import { useRegisterStatus } from './api';
import { registerPath, registerRoute, stepForReview, type RegisterVariant } from './flow';
import { Step1 } from './step1';
import { Step2 } from './step2';
import { Step3 } from './step3';
import { registerText as t } from './text';
import styles from './register.module.css';

function NeedLogin({ variant }: { variant: RegisterVariant }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <ErrorBlock status="default" title={t.needLogin} description="">
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => navigate(registerPath(variant, 1))}>
          {t.toStep1}
        </Button>
        <Button block onClick={() => navigate(`/login?redirect=${encodeURIComponent(pathname)}`)}>
          {t.toLogin}
        </Button>
      </div>
    </ErrorBlock>
  );
}

/**
 * /register/step1..3, /register/dd/step1..3 and /register/wechat on a phone (and /register, /register_index,
 * /register_dd leading to step 1): the step bar and the step. The step lives in the address; a signed-in member is
 * sent to the step their review state belongs on, as on the desktop.
 */
export default function RegisterPage() {
  const { pathname } = useLocation();
  const back = useBack('/');
  const route = registerRoute(pathname);
  const user = useUser();
  const signedIn = user.data?.show === 1;
  const statusQuery = useRegisterStatus(signedIn);
  if (!route) return <Navigate to={registerPath(/^\/register(_dd|\/dd)/.test(pathname) ? 'dd' : 'standard', 1)} replace />;
  const { variant, step } = route;
  const status = signedIn ? statusQuery.data : null;
  const pending = user.isPending || (signedIn && statusQuery.isPending);

  let body;
  if (pending) {
    body = (
      <div className="yc-loading">
        <DotLoading color="primary" />
      </div>
    );
  } else if (step === 1) {
    body = status ? <Navigate to={registerPath(variant, stepForReview(status.review_status))} replace /> : <Step1 variant={variant} />;
  } else if (!status) body = <NeedLogin variant={variant} />;
  else if (step === 2) {
    body = status.review_status === 'approved' ? <Navigate to={registerPath(variant, 3)} replace /> : <Step2 status={status} variant={variant} />;
  } else body = <Step3 status={status} variant={variant} />;

  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{t.title[variant]}</NavBar>
      <Steps className={styles.steps} current={step - 1} data-testid="phone-register-steps">
        {t.steps.map((title) => (
          <Steps.Step key={title} title={title} />
        ))}
      </Steps>
      {body}
    </div>
  );
}
