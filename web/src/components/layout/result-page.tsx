import type { ResultProps } from 'antd';
import { Link } from 'react-router';
import { Button, Result } from 'antd';
import { PageContainer } from './page-container';
import styles from './result-page.module.css';

/** A full-page antd Result with a way back home (404, activity not started …). */
export function ResultPage({ status, title, subTitle, testId }: Pick<ResultProps, 'status' | 'title' | 'subTitle'> & { testId: string }) {
  return (
    <PageContainer className={styles.panel} data-testid={testId}>
      <Result
        status={status}
        title={title}
        subTitle={subTitle}
        extra={
          <Link to="/">
            <Button type="primary">返回首页</Button>
          </Link>
        }
      />
    </PageContainer>
  );
}
