import { Link } from 'react-router';
import { HomeOutlined } from '@ant-design/icons';
import { PageContainer } from '../../components/layout/page-container';
import { Logo } from '../../components/ui/logo';
import styles from './simple-header.module.css';

/** headerLogin: logo, the page title and a way back home (login, registration, help). */
export function SimpleHeader({ title }: { title: string }) {
  return (
    <header className={styles.header} data-testid="site-header" data-variant="simple">
      <PageContainer className={styles.row}>
        <div className={styles.brand}>
          <Logo />
          <span className={styles.title}>{title}</span>
        </div>
        <Link to="/" className={styles.home}>
          <HomeOutlined /> 返回首页
        </Link>
      </PageContainer>
    </header>
  );
}
