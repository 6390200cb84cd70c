import { Link } from 'react-router';
import { Button, Result } from 'antd';
import { PageContainer } from '../../components/layout/page-container';
import styles from './route-pages.module.css';

/** /noActivity: an activity link whose activity has not started (spec §4, §8). */
export function NoActivityRoute() {
  return (
    <PageContainer className={styles.panel} data-testid="no-activity">
      <Result
        status="info"
        title="活动暂未开始"
        subTitle="敬请期待，先看看其他优惠吧"
        extra={
          <Link to="/">
            <Button type="primary">返回首页</Button>
          </Link>
        }
      />
    </PageContainer>
  );
}
