import { Link } from 'react-router';
import { Button, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { PageContainer } from '../../components/layout/page-container';
import { useRouteMeta } from '../use-route-meta';
import styles from './route-pages.module.css';

/** Every page a later issue fills: the real frame, the page title and a clear "being built" notice. */
export function UnderConstructionRoute() {
  const { title } = useRouteMeta();
  return (
    <PageContainer className={styles.panel} data-testid="page-under-construction">
      <Result
        icon={<ToolOutlined className={styles.toolIcon} />}
        title={title}
        subTitle="该页面正在建设中"
        extra={
          <Link to="/">
            <Button type="primary">返回首页</Button>
          </Link>
        }
      />
    </PageContainer>
  );
}
