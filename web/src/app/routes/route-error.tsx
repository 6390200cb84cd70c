import { Button, Result } from 'antd';
import { reloadPage } from '../../lib/feedback';

/**
 * Last resort when rendering a route throws (most often a page chunk that failed to load after a deploy):
 * offer a reload instead of React Router's developer screen.
 */
export function RouteError() {
  return (
    <Result
      status="500"
      title="页面出错了"
      subTitle="请刷新页面后重试"
      extra={
        <Button type="primary" onClick={reloadPage}>
          刷新
        </Button>
      }
    />
  );
}
