import { Link } from 'react-router';
import { Button, Result } from 'antd';
import { PageContainer } from '../../components/layout/page-container';
import styles from './route-pages.module.css';

export function NotFoundRoute() {
  return (
    <PageContainer className={styles.panel} data-testid="not-found">
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在"
        extra={
          <Link to="/">
            <Button type="primary">返回首页</Button>
          </Link>
        }
      />
    </PageContainer>
  );
}
