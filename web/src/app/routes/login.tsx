import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { PageContainer } from '../../components/layout/page-container';
import { userQuery } from '../../features/accounts/api/session';
import { SignedInCard } from '../../features/accounts/components/signed-in-card';
import { LoginForm } from '../../features/accounts/components/login-form';
import styles from './login.module.css';

/** /login: the form for a guest; a signed-in member sees where the account stands instead. */
export function LoginRoute() {
  const { data: user, isPending } = useQuery(userQuery);
  if (isPending) return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  if (user) {
    return (
      <PageContainer>
        <SignedInCard user={user} />
      </PageContainer>
    );
  }
  return (
    <div className={styles.band}>
      <PageContainer className={styles.row}>
        <div className={styles.slogan}>
          <h1>正品药品 · 一站式采购</h1>
          <p>面向药店、诊所及医药企业的B2B批发平台</p>
          <ul>
            <li>资质审核 严把质量关</li>
            <li>品种齐全 价格透明</li>
            <li>专属客服 极速配送</li>
          </ul>
        </div>
        <LoginForm />
      </PageContainer>
    </div>
  );
}
